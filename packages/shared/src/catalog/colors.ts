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

/**
 * Common fashion colour words and the family each belongs to: a new colour's family is guessed
 * from its words ('Dusty Navy' → blue), and the owner may change it.
 */
const FAMILY_WORDS: Record<string, ColorFamily> = {
  black: 'black',
  jet: 'black',
  onyx: 'black',
  ebony: 'black',
  charcoal: 'black',
  graphite: 'black',
  ink: 'black',
  noir: 'black',
  slate: 'black',
  grey: 'silver',
  gray: 'silver',
  ash: 'silver',
  pewter: 'silver',
  gunmetal: 'silver',
  silver: 'silver',
  platinum: 'silver',
  chrome: 'silver',
  steel: 'silver',
  red: 'red',
  burgundy: 'red',
  wine: 'red',
  maroon: 'red',
  oxblood: 'red',
  crimson: 'red',
  scarlet: 'red',
  cherry: 'red',
  ruby: 'red',
  brick: 'red',
  rust: 'red',
  merlot: 'red',
  claret: 'red',
  berry: 'red',
  cranberry: 'red',
  tomato: 'red',
  garnet: 'red',
  cardinal: 'red',
  vermilion: 'red',
  terracotta: 'red',
  yellow: 'yellow',
  mustard: 'yellow',
  lemon: 'yellow',
  butter: 'yellow',
  canary: 'yellow',
  sunflower: 'yellow',
  saffron: 'yellow',
  ochre: 'yellow',
  daffodil: 'yellow',
  citron: 'yellow',
  banana: 'yellow',
  amber: 'yellow',
  orange: 'yellow',
  tangerine: 'yellow',
  apricot: 'yellow',
  peach: 'pink',
  coral: 'pink',
  gold: 'gold',
  golden: 'gold',
  brass: 'gold',
  bronze: 'gold',
  copper: 'gold',
  honey: 'gold',
  champagne: 'gold',
  blue: 'blue',
  navy: 'blue',
  denim: 'blue',
  indigo: 'blue',
  cobalt: 'blue',
  sapphire: 'blue',
  azure: 'blue',
  sky: 'blue',
  teal: 'blue',
  turquoise: 'blue',
  aqua: 'blue',
  cyan: 'blue',
  royal: 'blue',
  powder: 'blue',
  cornflower: 'blue',
  petrol: 'blue',
  marine: 'blue',
  midnight: 'blue',
  chambray: 'blue',
  ocean: 'blue',
  beige: 'beige',
  oat: 'beige',
  oatmeal: 'beige',
  sand: 'beige',
  camel: 'beige',
  tan: 'beige',
  taupe: 'beige',
  nude: 'beige',
  stone: 'beige',
  khaki: 'beige',
  latte: 'beige',
  mocha: 'beige',
  coffee: 'beige',
  brown: 'beige',
  chocolate: 'beige',
  caramel: 'beige',
  cognac: 'beige',
  biscuit: 'beige',
  fawn: 'beige',
  mushroom: 'beige',
  natural: 'beige',
  linen: 'beige',
  flax: 'beige',
  toffee: 'beige',
  espresso: 'beige',
  chestnut: 'beige',
  green: 'green',
  olive: 'green',
  sage: 'green',
  khakigreen: 'green',
  emerald: 'green',
  mint: 'green',
  forest: 'green',
  lime: 'green',
  jade: 'green',
  moss: 'green',
  pistachio: 'green',
  bottle: 'green',
  hunter: 'green',
  seafoam: 'green',
  eucalyptus: 'green',
  fern: 'green',
  pine: 'green',
  army: 'green',
  pink: 'pink',
  blush: 'pink',
  rose: 'pink',
  fuchsia: 'pink',
  magenta: 'pink',
  salmon: 'pink',
  dusty: 'pink',
  bubblegum: 'pink',
  flamingo: 'pink',
  raspberry: 'pink',
  hotpink: 'pink',
  candy: 'pink',
  petal: 'pink',
  purple: 'purple',
  lilac: 'purple',
  lavender: 'purple',
  violet: 'purple',
  plum: 'purple',
  mauve: 'purple',
  aubergine: 'purple',
  orchid: 'purple',
  amethyst: 'purple',
  grape: 'purple',
  heather: 'purple',
  wisteria: 'purple',
  white: 'white',
  ivory: 'white',
  cream: 'white',
  ecru: 'white',
  snow: 'white',
  pearl: 'white',
  chalk: 'white',
  bone: 'white',
  alabaster: 'white',
  offwhite: 'white',
  vanilla: 'white',
  milk: 'white',
  porcelain: 'white',
};

/**
 * The family a colour name most likely belongs to, from its words, the last word first ('Dusty
 * Rose' → pink, 'Navy Blue' → blue); null when no word is a known colour.
 */
export function guessColorFamily(name: string): ColorFamily | null {
  const words = name
    .toLowerCase()
    .replace(/off[\s-]white/g, 'offwhite')
    .replace(/hot[\s-]pink/g, 'hotpink')
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const word of [...words].reverse()) {
    const family = FAMILY_WORDS[word] ?? FAMILY_WORDS[word.replace(/s$/, '')];
    if (family) return family;
  }
  return null;
}

/** A colour name as the owner typed it, its spaces tidied: '  dusty   rose ' → 'dusty rose'. */
export function tidyColorName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** 'gold' reads 'Gold', 'Navy' stays 'Navy': a colour's name starts with a capital where shown. */
export function colorLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
