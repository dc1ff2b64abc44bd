import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5];

/** Five stars, filled to the rating (halves shown as half-filled); read out as one phrase. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rounded} out of 5`}>
      {STARS.map((star) => {
        const fill = rounded >= star ? 1 : rounded >= star - 0.5 ? 0.5 : 0;
        return (
          <span key={star} className="relative inline-block" style={{ width: size, height: size }}>
            <Star
              aria-hidden="true"
              size={size}
              className="absolute inset-0 text-amber-400"
              strokeWidth={1.5}
            />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star
                  aria-hidden="true"
                  size={size}
                  className="fill-amber-400 text-amber-400"
                  strokeWidth={1.5}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
