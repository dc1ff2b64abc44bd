// The shop's colours as the owner names them (docs/product/rules.md, Colours): any name, each in
// one of the families shoppers filter by. The families are the eleven colours of catalog.ts.
import { COLORS } from './catalog';

export const COLOR_FAMILIES = COLORS;
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

/** A colour as `GET /api/colors` gives it. */
export interface ShopColor {
  id: string;
  /** As products, variants, carts, orders and mails show it: 'Navy', 'Oatmeal', 'black'. */
  name: string;
  family: ColorFamily;
  /** '#1f2a44', or null to show the family's. */
  swatch: string | null;
}

export const COLOR_NAME_MAX = 40;
export const SWATCH_HEX = /^#[0-9a-f]{6}$/;

/** What each family looks like when a colour has no swatch of its own. */
export const FAMILY_SWATCHES: Record<ColorFamily, string> = {
  black: '#1c1917',
  red: '#dc2626',
  yellow: '#facc15',
  gold: '#c9a227',
  blue: '#2563eb',
  silver: '#c0c4c8',
  beige: '#e8d5b5',
  green: '#16a34a',
  pink: '#f472b6',
  purple: '#9333ea',
  white: '#ffffff',
};

/** A colour name as the owner typed it, its spaces tidied: '  dusty   rose ' → 'dusty rose'. */
export function tidyColorName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** 'gold' reads 'Gold', 'Navy' stays 'Navy': a colour's name starts with a capital where shown. */
export function colorLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
