import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';
import { amountToCents, formatPrice } from '@shop/shared/money';

/** The price a shopper pays from, and the struck-through price before a sale, as display text. */
export function productPrices(product: Pick<CatalogProduct, 'priceRange' | 'compareAtPrice'>): {
  price: string | null;
  oldPrice: string | null;
} {
  const amount = product.priceRange?.minVariantPrice?.amount;
  const old = product.compareAtPrice?.amount;
  return {
    price: amount ? formatPrice(amountToCents(amount)) : null,
    oldPrice: old ? formatPrice(amountToCents(old)) : null,
  };
}
