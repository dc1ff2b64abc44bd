import type { Category } from './catalog';

// Apart from catalog.ts, which every storefront page loads: only the category page and the
// server's page heads need these sentences.

/** One sentence per category, shown under the category page's heading and in its page head. */
export const CATEGORY_DESCRIPTIONS: Record<Category, string> = {
  accessories: 'Handbags, clutches and sunglasses that finish an outfit, chosen to last beyond one season.',
  costumes: 'Playful costumes for Halloween, themed parties and dress-up nights, made to move in.',
  cosmetics: 'Lipsticks, eyeshadows, blush and perfume in shades picked to flatter every skin tone.',
  clothing: 'Everyday blouses, knitwear, jeans and trousers in easy fabrics and quiet colours.',
  jewellery: 'Earrings, necklaces and rings in gold and silver tones, for every day and evenings out.',
  swim: 'Swimsuits, bikinis and cover-ups cut to stay put, from the pool to the beach bar.',
  lingerie: 'Soft bras, briefs and sleepwear in lace and cotton, comfortable from morning to night.',
  shoes: 'Heels, flats, sandals and boots in sizes 36 to 41, made for walking as well as looking.',
  adult: 'Sequins, satin and statement pieces for parties, celebrations and nights out.',
  dress: 'Maxi, midi and mini dresses for weddings, office days and weekends away.',
};
