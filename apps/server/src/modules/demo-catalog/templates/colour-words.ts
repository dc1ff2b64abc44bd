import type { Color } from '@shop/shared/catalog/catalog';

export const COLOR_WORDS: Record<Color, readonly string[]> = {
  black: ['classic black', 'jet black', 'black'],
  red: ['deep red', 'cherry red', 'red'],
  yellow: ['sunny yellow', 'buttercup yellow', 'yellow'],
  gold: ['burnished gold', 'metallic gold', 'gold'],
  blue: ['cobalt blue', 'deep blue', 'blue'],
  silver: ['metallic silver', 'soft silver', 'silver'],
  beige: ['warm beige', 'sand beige', 'beige'],
  green: ['emerald green', 'forest green', 'green'],
  pink: ['blush pink', 'rose pink', 'pink'],
  purple: ['plum purple', 'violet', 'purple'],
  white: ['crisp white', 'ivory white', 'white'],
};

export const SHADES: Record<Color, readonly string[]> = {
  black: ['Onyx', 'Midnight', 'Ink', 'Jet'],
  red: ['Cherry', 'Scarlet', 'Ruby', 'Poppy', 'Rouge'],
  yellow: ['Sunflower', 'Buttercup', 'Lemon Drop', 'Marigold'],
  gold: ['Golden Hour', 'Honey', 'Bronze', 'Liquid Gold'],
  blue: ['Cobalt', 'Sapphire', 'Denim', 'Lagoon'],
  silver: ['Moonlight', 'Platinum', 'Chrome', 'Starlight'],
  beige: ['Nude', 'Sand', 'Latte', 'Biscuit', 'Cashmere'],
  green: ['Emerald', 'Sage', 'Jade', 'Olive'],
  pink: ['Peony', 'Rosewater', 'Blush', 'Ballet', 'Flamingo'],
  purple: ['Plum', 'Violet', 'Orchid', 'Amethyst'],
  white: ['Porcelain', 'Pearl', 'Snow', 'Cloud'],
};

/** The stone a jewellery drawing shows in the product's colour; gold pieces are plain metal. */
export const GEMS: Record<Color, string> = {
  black: 'Onyx',
  red: 'Garnet',
  yellow: 'Citrine',
  gold: '',
  blue: 'Blue Topaz',
  silver: 'Crystal',
  beige: 'Champagne Crystal',
  green: 'Emerald',
  pink: 'Rose Quartz',
  purple: 'Amethyst',
  white: 'Pearl',
};
export const METAL_WORDS = {
  gold: ['Gold-Plated', 'Gold Vermeil', 'Gold-Tone', 'Gold-Filled'],
  silver: ['Sterling Silver', 'Silver-Plated', 'Rhodium-Plated', 'Silver-Tone'],
} as const;
