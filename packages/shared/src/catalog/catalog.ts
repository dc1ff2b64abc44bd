/** Every category the shop sells, in the order menus show them (docs/product/rules.md). */
export const CATEGORIES = [
  'accessories',
  'costumes',
  'cosmetics',
  'clothing',
  'jewellery',
  'swim',
  'lingerie',
  'shoes',
  'adult',
  'dress',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const COLORS = [
  'black',
  'red',
  'yellow',
  'gold',
  'blue',
  'silver',
  'beige',
  'green',
  'pink',
  'purple',
  'white',
] as const;
export type Color = (typeof COLORS)[number];

export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const SHOE_SIZES = ['36', '37', '38', '39', '40', '41'] as const;
export const ONE_SIZE = 'One Size';
export const SIZES = [...CLOTHING_SIZES, ...SHOE_SIZES, ONE_SIZE] as const;

/** At this many free units or fewer, cards and product pages say "Only N left" (rules.md, Stock). */
export const FEW_LEFT_UNITS = 3;
export type Size = (typeof SIZES)[number];

/** Which sizes a product of a category comes in (docs/product/rules.md). */
export function sizesForCategory(category: Category): readonly Size[] {
  switch (category) {
    case 'shoes':
      return SHOE_SIZES;
    case 'accessories':
    case 'jewellery':
    case 'cosmetics':
      return [ONE_SIZE];
    default:
      return CLOTHING_SIZES;
  }
}

export const SORTS = ['random', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** docs/product/rules.md's price ranges, in cents; the upper bound is exclusive. */
export const PRICE_RANGES = {
  '0-50': { label: 'Under $50', min: 0, max: 5000 },
  '50-100': { label: '$50 - $100', min: 5000, max: 10000 },
  '100-200': { label: '$100 - $200', min: 10000, max: 20000 },
  '200-': { label: '$200 and above', min: 20000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type PriceRange = keyof typeof PRICE_RANGES;
export const PRICE_RANGE_VALUES = Object.keys(PRICE_RANGES) as [PriceRange, ...PriceRange[]];

export const PRODUCTS_DEFAULT_LIMIT = 10;
/** The search page asks for 1000 at once (docs/product/screens.md); nothing may ask for more. */
export const PRODUCTS_MAX_LIMIT = 1000;
/**
 * A search offers at most this many results, like the original search page that loaded 1000. A
 * total equal to it means "this many or more": counting and ranking every one of tens of
 * thousands of matches would cost more than a shopper gains from page 2000.
 */
export const SEARCH_RESULTS_MAX = 1000;
export const DEFAULT_PRODUCT_TYPE = 'General';

/**
 * What shoppers read for a category. The stored and API value stays as the original shop named it;
 * 'adult' holds grown-up party and costume wear, and a shop window calls that 'Party'.
 */
const CATEGORY_LABELS: Record<Category, string> = {
  accessories: 'Accessories',
  costumes: 'Costumes',
  cosmetics: 'Cosmetics',
  clothing: 'Clothing',
  jewellery: 'Jewellery',
  swim: 'Swim',
  lingerie: 'Lingerie',
  shoes: 'Shoes',
  adult: 'Party',
  dress: 'Dresses',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The SKU the shop gives a variant whose owner left it empty: handle, colour and size in
 * capitals joined by hyphens ('silk-slip-dress', 'black', 'One Size' → SILK-SLIP-DRESS-BLACK-ONE-SIZE).
 * Migration 0018 gave existing variants the same.
 */
export function generatedSku(handle: string, color: string, size: string): string {
  return `${handle}-${color}-${size}`
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The shopper-facing name of a category value ('adult' reads 'Party'). */
export function categoryLabel(category: string): string {
  return isCategory(category) ? CATEGORY_LABELS[category] : category;
}
