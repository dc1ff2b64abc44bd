import {
  CATEGORIES,
  type Category,
  COLORS,
  type Color,
  ONE_SIZE,
  type Size,
  sizesForCategory,
} from '@shop/shared/catalog/catalog';
import { escapeHtml } from '../../lib/http/escape-html';
import { DEMO_REVIEWS_MAX, type DemoReview, demoReviews } from './demo-reviews';
import { DESIGNS_PER_CATEGORY, demoImagePath, metalFor, VIEWS_PER_PRODUCT } from './product-art';
import { prng, uuidFrom } from './seeded-random';
import { COPY } from './templates/category-templates';
import { COLOR_WORDS, GEMS, METAL_WORDS, SHADES } from './templates/colour-words';
import type { Item, Line } from './templates/product-template';

export interface GeneratedProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  category: Category;
  color: Color;
  priceCents: number;
  oldPriceCents: number | null;
  /** The average of `reviews` (null without any) and how many there are: never a made-up number. */
  averageRating: number | null;
  reviewCount: number;
  /** Written by the demo shoppers (demo-reviews.ts); the seed stores them with the product. */
  reviews: DemoReview[];
  createdAt: Date;
  variants: { id: string; size: Size; color: Color; priceCents: number; stock: number; position: number }[];
  /** `color` says which colour a picture shows; left out, it shows every colour (test fixtures). */
  images: { id: string; url: string; alt: string; position: number; color?: Color }[];
}

const VIEW_NAMES = ['front', 'back', 'detail', 'styled'] as const;

/** Catalog dates count back from a fixed day, so the same seed gives the same catalog on any day. */
const REFERENCE_TIME = Date.UTC(2026, 10, 1);
const SPAN_SECONDS = 548 * 24 * 60 * 60;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const words = (text: string) => text.toLowerCase().split(/[\s-]+/);
const repeatsAWord = (text: string) => new Set(words(text)).size < words(text).length;
const article = (text: string) => (/^[aeiou]/i.test(text) ? 'an' : 'a');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Of the products whose kind comes in colours and whose name says none, this share comes in two or three. */
const MULTI_COLOUR_SHARE = 0.4;
/** Jewellery's colour is its stone and metal, a cosmetic's its shade or scent: one each. */
const COLOURED_CATEGORIES: ReadonlySet<Category> = new Set([
  'dress',
  'clothing',
  'shoes',
  'accessories',
  'swim',
  'lingerie',
  'costumes',
  'adult',
]);
const COLOR_SET: ReadonlySet<string> = new Set(COLORS);
/** New names drawn for a product whose title is taken before a style word is put in front. */
const RENAME_TRIES = 8;

/** "black", "black or red", "black, green or red". */
const listed = (items: readonly string[], last: string) =>
  items.length === 1 ? (items[0] as string) : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

interface Naming {
  title: string;
  item: Item;
  /** Whether the title says the product's colour (then it comes in that colour only). */
  namesColor: boolean;
  colorWord: string;
  /** The description's first sentence, given how its colours read ("classic black or red"). */
  lead: (colorWords: string) => string;
}

/**
 * Names a product of a line in a colour. The first name of every product comes from the main
 * stream, and its draws are the ones the generator always made there, in the same order.
 */
function nameProduct(options: {
  category: Category;
  line: Line;
  color: Color;
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
  /** Kept when a product is renamed, so a renamed title says its colour exactly when the first did. */
  namesColor?: boolean;
}): Naming {
  const { category, line, color, random, pick } = options;
  const copy = COPY[category];
  const product = pick(line.items);
  const colorWord = pick(COLOR_WORDS[color]);
  const feature = pick(line.features);
  if (line.naming === 'shade') {
    const finish = pick(line.materials);
    const shade = pick(SHADES[color]);
    const lead = `${capitalise(article(finish))} ${finish.toLowerCase()} ${product.noun.toLowerCase()} in ${shade}, a ${colorWord} shade, ${feature}.`;
    return {
      title: `${finish} ${product.noun} in ${shade}`,
      item: product,
      namesColor: true,
      colorWord,
      lead: () => lead,
    };
  }
  if (line.naming === 'scent') {
    const top = pick(line.materials);
    let base = pick(line.materials);
    if (base === top) base = 'Cedarwood';
    const title = random() < 0.5 ? `${top} ${product.noun}` : `${top} & ${base} ${product.noun}`;
    const lead = `${capitalise(article(product.noun))} ${product.noun.toLowerCase()} with notes of ${top.toLowerCase()} and ${base.toLowerCase()}, ${feature}.`;
    return { title, item: product, namesColor: false, colorWord, lead: () => lead };
  }
  const material = copy.jewel
    ? `${pick(METAL_WORDS[metalFor(category, color)])}${GEMS[color] ? ` ${GEMS[color]}` : ''}`
    : pick(product.materials ?? line.materials);
  const style = pick(line.styles);
  const taken = new Set([...words(material), ...words(product.noun)]);
  const useStyle = random() < 0.55 && !words(style).some((w) => taken.has(w));
  const namesColor =
    (options.namesColor ?? (!copy.jewel && random() < 0.3)) && !copy.jewel && !taken.has(color);
  const title = [useStyle ? style : '', namesColor ? capitalise(color) : '', material, product.noun]
    .filter(Boolean)
    .join(' ');
  const described = `${material.toLowerCase()} ${product.noun.toLowerCase()}`;
  const opening = product.pair ? 'A pair of' : capitalise(article(described));
  return {
    title,
    item: product,
    namesColor,
    colorWord,
    // A named stone already says the colour.
    lead: (colorWords) =>
      `${opening} ${described}${copy.jewel && GEMS[color] ? '' : ` in ${colorWords}`}, ${feature}.`,
  };
}

/**
 * Yields a demo catalog: realistic names, prices, sizes, stock and drawn images for every category.
 * The same count and seed always give the same products, ids included, so runs can be compared.
 */
export function* generateCatalog(options: { count: number; seed?: number }): Generator<GeneratedProduct> {
  const seed = options.seed ?? 1;
  const next = prng(seed);
  const random = () => next() / 4_294_967_296;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const uuid = uuidFrom(next);

  // Lower-cased titles given so far: a Set of 100 000 short strings is a few megabytes.
  const titles = new Set<string>();
  // Categories are dealt in shuffled rounds of ten, so every category gets its share at any count.
  const round = [...CATEGORIES];
  for (let index = 0; index < options.count; index++) {
    const slot = index % round.length;
    if (slot === 0) {
      for (let i = round.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [round[i], round[j]] = [round[j] as Category, round[i] as Category];
      }
    }
    const category = round[slot] as Category;
    const copy = COPY[category];
    const design = Math.floor(random() * DESIGNS_PER_CATEGORY);
    const line = copy.lines[design % copy.lines.length] as Line;
    const color = pick(COLORS);
    // Everything this release added draws from a stream of its own per product, like the reviews
    // below, so the main stream's draws, and every product it made before, stay as they were.
    const variantNext = prng(Math.imul(seed, 0x27d4eb2f) ^ Math.imul(index + 1, 0x165667b1));
    const variantRandom = () => variantNext() / 4_294_967_296;
    const variantPick = <T>(list: readonly T[]): T => list[Math.floor(variantRandom() * list.length)] as T;
    let naming = nameProduct({ category, line, color, random, pick });
    // The same name twice reads as one product listed twice ("You may also like" showed them side
    // by side): a repeat is renamed from the other stream, keeping whether the title names its colour.
    // The main stream's names are kept as they were; a new one must not say a word twice either.
    for (
      let renames = 0;
      renames < RENAME_TRIES &&
      (titles.has(naming.title.toLowerCase()) || (renames > 0 && repeatsAWord(naming.title)));
      renames++
    ) {
      naming = nameProduct({
        category,
        line,
        color,
        random: variantRandom,
        pick: variantPick,
        namesColor: naming.namesColor,
      });
    }
    if (titles.has(naming.title.toLowerCase())) {
      const taken = new Set(words(naming.title));
      const style = line.styles.find(
        (word) =>
          !words(word).some((w) => taken.has(w)) && !titles.has(`${word} ${naming.title}`.toLowerCase()),
      );
      if (style) naming = { ...naming, title: `${style} ${naming.title}` };
    }
    const { title, item: product } = naming;
    titles.add(title.toLowerCase());

    // A product whose kind comes in colours, and whose name does not say one, may come in two or three.
    const colors: Color[] = [color];
    const coloured = COLOURED_CATEGORIES.has(category) && !words(title).some((word) => COLOR_SET.has(word));
    if (coloured && variantRandom() < MULTI_COLOUR_SHARE) {
      const extras = variantRandom() < 0.4 ? 2 : 1;
      while (colors.length < 1 + extras) {
        const extra = variantPick(COLORS);
        if (!colors.includes(extra)) colors.push(extra);
      }
    }
    const colorWords = [naming.colorWord, ...colors.slice(1).map((extra) => variantPick(COLOR_WORDS[extra]))];
    const lead = naming.lead(listed(colorWords, 'or'));
    const occasion = pick(copy.occasions);
    const care = pick(copy.care);

    const [low, high] = line.price;
    const dollars = Math.round(low * (high / low) ** random());
    const ending = random();
    const priceCents = dollars * 100 - (ending < 0.45 ? 0 : ending < 0.75 ? 1 : ending < 0.9 ? 5 : 50);
    let oldPriceCents: number | null = null;
    if (random() < 0.17) {
      const discount = pick([0.1, 0.15, 0.2, 0.2, 0.25, 0.3, 0.4]);
      oldPriceCents = Math.ceil(priceCents / (1 - discount) / 100) * 100;
    }

    const rated = random() >= 0.1;
    // These two draws once were a made-up rating and count; they now aim the product's demo
    // reviews, so every later draw, and so every other field of the catalog, stays as it was.
    const aim = rated ? 3 + 2 * (1 - (1 - random()) ** 2) : 0;
    const spread = rated ? random() ** 2 : 0;
    const createdAt = new Date(REFERENCE_TIME - Math.floor(random() * SPAN_SECONDS) * 1000);

    const sizes = sizesForCategory(category);
    // The reviews draw from a stream of their own per product, for the same reason.
    const reviewNext = prng(Math.imul(seed, 0x9e3779b9) ^ Math.imul(index + 1, 0x85ebca6b));
    const reviews = rated
      ? demoReviews({
          random: () => reviewNext() / 4_294_967_296,
          uuid: uuidFrom(reviewNext),
          count: 1 + Math.floor(DEMO_REVIEWS_MAX * spread),
          aim,
          sized: !(sizes.length === 1 && sizes[0] === ONE_SIZE),
          from: createdAt,
          until: new Date(REFERENCE_TIME),
        })
      : [];
    const reviewCount = reviews.length;
    const averageRating =
      reviewCount === 0 ? null : reviews.reduce((sum, review) => sum + review.rating, 0) / reviewCount;
    // One-size products sell out with their only variant, so they run out less often per variant;
    // that keeps about 10% of variants and about 3% of products at zero stock overall.
    const soldOut = random() < 0.015;
    const outOfSize = sizes.length === 1 ? 0.05 : 0.1;
    const id = uuid();
    const variants = sizes.map((size, position) => ({
      id: uuid(),
      size,
      color,
      priceCents,
      stock: soldOut || random() < outOfSize ? 0 : 1 + Math.floor(random() * 25),
      position,
    }));
    const imageCount = 2 + Math.floor(random() * (VIEWS_PER_PRODUCT - 1));
    const subject = words(title).includes(color) ? title : `${title} in ${color}`;
    const images: GeneratedProduct['images'] = [];
    for (let view = 0; view < imageCount; view++) {
      images.push({
        id: uuid(),
        url: demoImagePath({ category, design, color, view }),
        alt: `${subject} – ${VIEW_NAMES[view]} view`,
        position: view,
        color,
      });
    }
    // The other colours follow, each with every size and the same views of the same design.
    const variantUuid = uuidFrom(variantNext);
    for (const extra of colors.slice(1)) {
      for (const size of sizes) {
        variants.push({
          id: variantUuid(),
          size,
          color: extra,
          priceCents,
          stock: soldOut || variantRandom() < outOfSize ? 0 : 1 + Math.floor(variantRandom() * 25),
          position: variants.length,
        });
      }
      for (let view = 0; view < imageCount; view++) {
        images.push({
          id: variantUuid(),
          url: demoImagePath({ category, design, color: extra, view }),
          alt: `${title} in ${extra} – ${VIEW_NAMES[view]} view`,
          position: images.length,
          color: extra,
        });
      }
    }

    yield {
      id,
      handle: `${slugify(title)}-${index.toString(36)}`,
      title,
      description: `${lead} ${occasion} ${care}`,
      descriptionHtml:
        `<p>${escapeHtml(lead)} ${escapeHtml(occasion)}</p>` +
        `<ul><li><strong>${colors.length === 1 ? 'Colour' : 'Colours'}:</strong> ${escapeHtml(colors.map(capitalise).join(', '))}</li>` +
        `<li><strong>Care:</strong> ${escapeHtml(care)}</li></ul>`,
      productType: product.type,
      category,
      color,
      priceCents,
      oldPriceCents,
      averageRating,
      reviewCount,
      reviews,
      createdAt,
      variants,
      images,
    };
  }
}
