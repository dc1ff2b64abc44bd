/**
 * Five stars filled to the rating, read out as one phrase. Drawn as two rows of text stars,
 * the gold one clipped to the rating: three elements per card instead of ten icons, which
 * matters on a page of twenty cards on a slow phone.
 *
 * The gold row's width is a share of the root, so the root must be exactly as wide as the
 * stars: `w-fit` keeps a flex column (the product card) from stretching it to the card's
 * width, where 70 % would have covered all five stars.
 */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      className="relative inline-block w-fit leading-none tracking-[0.1em] whitespace-nowrap"
      style={{ fontSize: size }}
    >
      <span aria-hidden="true" className="text-stone-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-400"
        style={{ width: `${(rounded / 5) * 100}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
