/**
 * A round swatch of any colour. Drawn as an SVG fill, an attribute: server-rendered markup may
 * carry no inline styles (the shop's Content-Security-Policy), so a class per colour could not
 * cover colours the owner names.
 */
export function ColourDot({ hex, className = 'h-3.5 w-3.5' }: { hex: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={`block shrink-0 rounded-full ring-1 ring-stone-300 ${className}`}
    >
      <circle cx="10" cy="10" r="10" fill={hex} />
    </svg>
  );
}
