import type { Fit } from '@shop/shared/catalog/reviews';

/**
 * The demo catalog's reviewers: accounts nobody can log in to (users.service, addDemoAccounts),
 * at addresses under the reserved .example domain, so no mail ever reaches a person. Their ids
 * are fixed, so the same seed gives the same reviews by the same people on every machine.
 */
export const DEMO_SHOPPERS: readonly { id: string; username: string; email: string }[] = [
  'ava_m',
  'maya_r',
  'zoe_k',
  'lena_p',
  'noor_a',
  'ines_b',
  'chloe_w',
  'priya_s',
  'hana_t',
  'sofia_l',
  'elin_j',
  'amara_o',
  'rosa_d',
  'yuki_n',
  'clara_v',
  'nadia_f',
].map((username, index) => ({
  id: `00000000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`,
  username,
  email: `${username.replace('_', '.')}@demo-shoppers.example`,
}));

/** A product gets at most this many demo reviews (never more than there are demo shoppers). */
export const DEMO_REVIEWS_MAX = 9;

export interface DemoReview {
  id: string;
  userId: string;
  rating: number;
  comment: string;
  fit: Fit | null;
  createdAt: Date;
}

// Said of anything the shop sells, from fragrance to boots; the fit sentence follows for sizes.
const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Absolutely love it. Even nicer in person than in the pictures.',
    'Beautiful quality and it arrived quickly. I have already had compliments.',
    'Exactly what I was looking for. I would buy it again without thinking twice.',
    'Gorgeous colour and it feels well made. Very happy with this one.',
    'My new favourite. Worth every penny.',
  ],
  4: [
    'Really nice, just as described. Took a star off only because delivery took a few days.',
    'Lovely piece and good value. The colour is a touch lighter than on screen.',
    'Very pretty and well finished. I would happily order from this range again.',
    'Does what I hoped and looks great. Small details could be neater.',
  ],
  3: [
    'It is fine. Nice enough, but not quite as special as I expected.',
    'Decent for the price. The finish is a little plain up close.',
    'Okay overall. I like the look but I am not sure it will last long.',
  ],
  2: [
    'Disappointed. The colour was quite different from the photos.',
    'Not for me: it felt cheaper than the price suggests.',
  ],
  1: ['Sadly I sent it back. It was not what the pictures showed.'],
};

const FIT_SENTENCES: Record<Fit, readonly string[]> = {
  small: ['It runs a little small, so I would size up.', 'Snug for my usual size.'],
  true: ['True to size for me.', 'My usual size fits perfectly.'],
  large: ['It comes up a bit large; I could have sized down.', 'Roomier than I expected.'],
};

/**
 * A product's demo reviews: `count` different demo shoppers, ratings spread around `aim` (the
 * product's intended average), a fit answer for most reviews of a sized product, each dated
 * between the product's arrival and `until`. `random` and `uuid` come from the generator, so the
 * same seed gives the same reviews.
 */
export function demoReviews(options: {
  random: () => number;
  uuid: () => string;
  count: number;
  aim: number;
  sized: boolean;
  from: Date;
  until: Date;
}): DemoReview[] {
  const { random, uuid } = options;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const shoppers = [...DEMO_SHOPPERS];
  const count = Math.min(options.count, DEMO_REVIEWS_MAX, shoppers.length);
  const span = Math.max(0, options.until.getTime() - options.from.getTime());
  const reviews: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    // A partial shuffle: each review by a different shopper (one review per shopper and product).
    const j = i + Math.floor(random() * (shoppers.length - i));
    [shoppers[i], shoppers[j]] = [
      shoppers[j] as (typeof shoppers)[number],
      shoppers[i] as (typeof shoppers)[number],
    ];
    const shopper = shoppers[i] as (typeof shoppers)[number];
    const rating = Math.min(5, Math.max(1, Math.round(options.aim + (random() + random() - 1) * 1.6)));
    const fitRoll = random();
    const fit: Fit | null =
      !options.sized || fitRoll < 0.25 ? null : fitRoll < 0.8 ? 'true' : fitRoll < 0.9 ? 'small' : 'large';
    const words = pick(COMMENTS[rating] as readonly string[]);
    reviews.push({
      id: uuid(),
      userId: shopper.id,
      rating,
      comment: fit ? `${words} ${pick(FIT_SENTENCES[fit])}` : words,
      fit,
      createdAt: new Date(options.from.getTime() + Math.floor(random() * span)),
    });
  }
  return reviews;
}
