/**
 * Five stars filled to the rating, read out as one phrase. Drawn as two rows of text stars,
 * the gold one clipped to the rating: three elements per card instead of ten icons, which
 * matters on a page of twenty cards on a slow phone.
 *
 * The gold row's width is a share of the root, so the root must be exactly as wide as the
 * stars: `w-fit` keeps a flex column (the product card) from stretching it to the card's
 * width, where 70 % would have covered all five stars.
 */
const SIZES = { 16: 'text-base', 18: 'text-lg', 20: 'text-xl' } as const;

/**
 * The gold row's width for 0, ½, 1 … 5 stars. Classes rather than a style attribute: server-
 * rendered markup may carry no inline styles under the shop's Content-Security-Policy.
 */
const FILLED = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
];

export function StarRating({ rating, size = 16 }: { rating: number; size?: keyof typeof SIZES }) {
  const halves = Math.min(10, Math.max(0, Math.round(rating * 2)));
  const rounded = halves / 2;
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      className={`relative inline-block w-fit leading-none tracking-[0.1em] whitespace-nowrap ${SIZES[size]}`}
    >
      <span aria-hidden="true" className="text-stone-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className={`absolute inset-y-0 left-0 overflow-hidden text-amber-400 ${FILLED[halves]}`}
      >
        ★★★★★
      </span>
    </span>
  );
}
