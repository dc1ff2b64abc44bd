import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import type { WishlistItem } from '@shop/shared/catalog/wishlist-schemas';
import { formatAmount, formatPrice } from '@shop/shared/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/catalog/use-add-to-cart';
import { changeWords, WISHLIST_WORDS } from '../wishlist-words';

/**
 * One saved product on the Wishlist page: its picture and title (linking to it), the size saved,
 * the price and stock now and what changed since; 'Add to cart' puts the saved size in the cart
 * when it can be bought, a product saved without a size sends the shopper to choose one.
 */
export function WishlistRow({
  item,
  onRemove,
  removing,
}: {
  item: WishlistItem;
  onRemove: () => void;
  removing: boolean;
}) {
  const add = useAddToCart();
  const titleId = useId();
  const { variant } = item;
  const page = paths.product(item.handle);
  // The product page chooses the saved size when it can be bought (in the colour that has it).
  const href = item.size
    ? `${page}?${new URLSearchParams({ ...(variant ? { color: variant.color } : {}), size: item.size })}`
    : page;

  const addToCart = () => {
    if (!variant) return;
    add(
      {
        id: item.productId,
        handle: item.handle,
        title: item.title,
        images: { edges: item.image ? [{ node: { url: item.image, altText: item.title } }] : [] },
      },
      {
        id: variant.id,
        price: { amount: formatAmount(variant.priceCents), currencyCode: 'USD' },
        availableForSale: true,
        quantityAvailable: variant.quantityAvailable,
        selectedOptions: [
          { name: 'Size', value: variant.size },
          { name: 'Color', value: variant.color },
        ],
      },
    );
  };

  return (
    <li aria-labelledby={titleId} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
        {item.image ? (
          <img src={item.image} alt="" className="aspect-[4/5] w-full rounded-md bg-stone-100 object-cover" />
        ) : (
          <span className="flex aspect-[4/5] w-full items-center justify-center rounded-md bg-stone-100 text-xs text-stone-500">
            No Image
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-medium text-stone-900">
          <Link to={href} className="hover:text-rose-800">
            {item.title}
          </Link>
        </h2>
        {item.size && <p className="text-sm text-stone-600">Size: {sizeLabel(item.size)}</p>}
        {item.available ? (
          <>
            {item.priceCents !== null && <p className="text-stone-900">{formatPrice(item.priceCents)}</p>}
            {item.inStock && <p className="text-sm text-stone-600">{WISHLIST_WORDS.inStock}</p>}
            {item.changes.length > 0 && (
              <ul aria-label="Since you saved it" className="flex flex-wrap gap-2 text-sm">
                {item.changes.map((change) => (
                  <li
                    key={change}
                    className={`rounded-full px-2.5 py-0.5 ${
                      change === 'price_down' || change === 'back_in_stock'
                        ? 'bg-emerald-50 text-emerald-800'
                        : 'bg-stone-100 text-stone-700'
                    }`}
                  >
                    {changeWords(change, item)}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-sm font-medium text-stone-600">{WISHLIST_WORDS.unavailable}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {item.available && variant && (
            <button
              type="button"
              onClick={addToCart}
              className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
            >
              Add to cart
            </button>
          )}
          {item.available && !variant && item.inStock && (
            <Link
              to={page}
              className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
            >
              Choose a size
            </Link>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
