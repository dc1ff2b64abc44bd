import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';
import { productPrices } from '../product-price';

const SIZES = {
  card: {
    price: 'gap-x-1.5 text-base sm:gap-x-2 sm:text-lg',
    old: 'text-xs sm:text-sm',
    missing: 'text-sm font-normal text-stone-500',
  },
  page: { price: 'gap-x-3 text-2xl', old: 'text-lg', missing: '' },
};

/**
 * The price in dollars, with the price before a sale struck through after it, or under it
 * when a narrow card has no room for both on one line.
 */
export function PriceTag({
  product,
  size,
}: {
  product: Pick<CatalogProduct, 'priceRange' | 'compareAtPrice'>;
  size: keyof typeof SIZES;
}) {
  const { price, oldPrice } = productPrices(product);
  const style = SIZES[size];
  return (
    <p className={`flex flex-wrap items-baseline ${style.price} font-semibold text-stone-900`}>
      {price ?? <span className={style.missing}>Price not available</span>}
      {oldPrice && (
        <s className={`${style.old} font-normal text-stone-500`}>
          <span className="sr-only">was </span>
          {oldPrice}
        </s>
      )}
    </p>
  );
}
