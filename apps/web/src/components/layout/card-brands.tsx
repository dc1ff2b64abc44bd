/** The cards we accept, drawn as small badges so the footer needs no image downloads. */
export function CardBrands() {
  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" />
          <path d="M24 8.8a8 8 0 0 1 0 12.4 8 8 0 0 1 0-12.4Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="American Express">
          <rect width="48" height="30" rx="4" fill="#2e77bc" />
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="9"
            fontWeight="700"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Discover">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text
            x="21"
            y="18.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="7.5"
            fontWeight="700"
            fill="#231f20"
          >
            DISCOVER
          </text>
          <circle cx="41" cy="15.5" r="3" fill="#f48120" />
        </svg>
      </li>
    </ul>
  );
}
