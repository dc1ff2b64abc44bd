/**
 * The cards we accept, as one small picture the browser fetches once the footer is near. Drawn
 * inline they cost about a kilobyte of the first bundle on every page, for a footer detail.
 */
export function CardBrands() {
  return (
    <img
      src="/card-brands.svg"
      width={216}
      height={30}
      loading="lazy"
      decoding="async"
      alt="We accept Visa, Mastercard, American Express and Discover"
    />
  );
}
