// Size charts as the owner makes them and as files write them: the presets, the common spellings
// of sizes and a category's handle from its name. The server and the admin's forms use these; the
// storefront loads only canonicalSize, through variant-labels.ts.
import { CATEGORY_HANDLE_MAX, type SizeChart, type SizeUnit } from './categories';

/** The size lists an owner starts a chart from (docs/product/rules.md, Sizes). */
export const SIZE_PRESETS = [
  { key: 'letters', label: 'Letters (XS–XXL)', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  { key: 'us-numbers', label: 'US numbers (0–16)', sizes: ['0', '2', '4', '6', '8', '10', '12', '14', '16'] },
  { key: 'eu-numbers', label: 'EU numbers (34–46)', sizes: ['34', '36', '38', '40', '42', '44', '46'] },
  {
    key: 'waist',
    label: 'Waist (24–34)',
    sizes: ['24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34'],
  },
  { key: 'eu-shoes', label: 'EU shoes (35–42)', sizes: ['35', '36', '37', '38', '39', '40', '41', '42'] },
  { key: 'us-shoes', label: 'US shoes (5–11)', sizes: ['5', '6', '7', '8', '9', '10', '11'] },
  { key: 'one-size', label: 'One Size', sizes: ['One Size'] },
] as const;

/**
 * How people and other shops write the sizes of a chart: Shopify's demo files say 'Small', a
 * supplier 'X-Large', a label 'one size'. Keys are lowercase with spaces, hyphens and dots dropped.
 */
const SIZE_SPELLINGS: Record<string, string> = {
  xxsmall: 'XXS',
  extraextrasmall: 'XXS',
  '2xs': 'XXS',
  xsmall: 'XS',
  extrasmall: 'XS',
  small: 'S',
  sm: 'S',
  medium: 'M',
  med: 'M',
  md: 'M',
  large: 'L',
  lg: 'L',
  xlarge: 'XL',
  extralarge: 'XL',
  xxlarge: 'XXL',
  extraextralarge: 'XXL',
  '2xl': 'XXL',
  xxxlarge: 'XXXL',
  '3xl': 'XXXL',
  onesize: 'One Size',
  os: 'One Size',
  onesizefitsall: 'One Size',
  osfa: 'One Size',
  defaulttitle: 'One Size',
};

/**
 * A size as the shop writes it: a common spelling mapped to its chart size ('Small' → 'S',
 * 'X-Large' → 'XL', 'one size' → 'One Size'), letter sizes in capitals, anything else trimmed.
 */
export function canonicalSize(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const key = trimmed.toLowerCase().replace(/[\s.-]+/g, '');
  const spelled = SIZE_SPELLINGS[key];
  if (spelled) return spelled;
  if (/^(x{0,3}[sl]|m|xxxs)$/i.test(trimmed)) return trimmed.toUpperCase();
  return trimmed;
}

/** A handle made from a name: 'Knitwear & Wraps' → 'knitwear-wraps'. */
export function categoryHandleOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_HANDLE_MAX)
    .replace(/-+$/, '');
}

/** A chart of sizes without measurements. */
export function plainChart(sizes: readonly string[], unit: SizeUnit = 'cm'): SizeChart {
  return {
    unit,
    sizes: sizes.map((size) => ({ size, bust: null, waist: null, hips: null, length: null })),
  };
}
