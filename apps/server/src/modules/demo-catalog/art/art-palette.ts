import type { Color } from '@shop/shared/catalog/catalog';

export const HEX: Record<Color, string> = {
  black: '#2a2a30',
  red: '#c8313e',
  yellow: '#f2c12e',
  gold: '#c9a045',
  blue: '#2f5fae',
  silver: '#a9aeb6',
  beige: '#d8c19e',
  green: '#3d8a5a',
  pink: '#ee93b3',
  purple: '#7d4ea8',
  white: '#faf8f3',
};

// Each backdrop sits on the far side of the colour wheel from its item, so nothing blends in.
export const BACKDROP: Record<Color, string> = {
  black: '#f2ece5',
  red: '#f6eee9',
  yellow: '#e8ecf3',
  gold: '#e9edf2',
  blue: '#f6efe5',
  silver: '#efe5da',
  beige: '#e3eaee',
  green: '#f5eee6',
  pink: '#ecf1ec',
  purple: '#f4efe6',
  white: '#d9d3ca',
};

export const GOLD = ['#f7e6a6', '#d2ab52', '#93702a', '#ecd48b'];
export const SILVER = ['#f5f6f8', '#b9bec6', '#7d838d', '#e2e5e9'];
