import type { CatalogProduct } from '@shop/shared/catalog-schemas';
import { productPrices } from '../product-price';

const SIZES = {
  card: { price: 'text-lg', old: 'ml-2 text-sm', missing: 'text-sm font-normal text-stone-500' },
  page: { price: 'text-2xl', old: 'ml-3 text-lg', missing: '' },
};

/** The price in dollars, with the price before a sale struck through after it. */
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
    <p className={`${style.price} font-semibold text-stone-900`}>
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
