import { CARD_DEFAULT_RATING } from '@shop/shared/catalog';
import type { CatalogProduct } from '@shop/shared/catalog-schemas';
import { ShoppingCart } from 'lucide-react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import { addToCart, cartLineFor } from '../../../stores/cart';
import { PriceTag } from './price-tag';

export interface ProductCardProps {
  product: CatalogProduct;
  /** Cards in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: ProductCardProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const image = product.images?.edges[0]?.node;
  const onSale = product.compareAtPrice !== null;
  const href = paths.product(product.handle);
  const available = product.variants.edges.filter((edge) => edge.node.availableForSale);
  const soldOut = product.variants.edges.length > 0 && available.length === 0;

  // One size fits all: add it straight away. Otherwise the shopper picks a size on the product page.
  const onCart = () => {
    const only = available.length === 1 && product.variants.edges.length === 1 ? available[0] : undefined;
    if (only) dispatch(addToCart(cartLineFor(product, only.node)));
    else navigate(href);
  };

  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} className="relative block aspect-[4/5] bg-stone-100" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            src={image.url}
            alt={image.altText || product.title}
            width={600}
            height={750}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-stone-500">No Image</span>
        )}
        {onSale && (
          <span className="absolute top-3 left-3 rounded-full bg-rose-700 px-2.5 py-1 text-xs font-semibold text-white">
            Sale
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base font-medium text-stone-900">
          <Link to={href} className="hover:text-rose-800 focus-visible:underline">
            {product.title}
          </Link>
        </h3>
        <StarRating rating={product.averageRating ?? CARD_DEFAULT_RATING} />
        <div className="mt-auto flex items-end justify-between gap-2">
          <PriceTag product={product} size="card" />
          <button
            type="button"
            onClick={onCart}
            disabled={soldOut}
            aria-label={soldOut ? `${product.title} is sold out` : `Add ${product.title} to cart`}
            title={soldOut ? 'Sold out' : 'Add to cart'}
            className="rounded-full bg-stone-900 p-2.5 text-white transition hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-stone-300"
          >
            <ShoppingCart aria-hidden="true" size={18} />
          </button>
        </div>
      </div>
    </article>
  );
}
