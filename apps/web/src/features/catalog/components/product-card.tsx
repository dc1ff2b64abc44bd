import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ColourDot } from '@/components/ui/colour-dot';
import { paths } from '@/config/paths';
import { useShopColors } from '@/lib/shop-colors-api';
import type { CardProduct } from '../card-product';
import { colourPicture } from '../colour-pictures';
import { variantColours } from '../colour-swatch';
import { productStockNote, SOLD_OUT } from '../stock-words';
import { useAddToCart } from '../use-add-to-cart';
import { PriceTag } from './price-tag';
import { ProductRating } from './product-rating';

// A card shows on the home page, so the picker loads on first need (or when the pointer or
// focus reaches a cart button) instead of weighing on the first bundle.
const loadSizePicker = () => import('./card-size-picker');
const CardSizePicker = lazy(() => loadSizePicker().then((m) => ({ default: m.CardSizePicker })));
// The wishlist's heart comes in its own small chunk after the page: the first bundle has no room.
const WishlistHeart = lazy(() =>
  import('@/features/wishlist/wishlist-heart').then((m) => ({ default: m.WishlistHeart })),
);

/** More dots than this crowd a narrow card: the rest are counted ("+2"). */
const MAX_SWATCHES = 5;

export interface ProductCardProps {
  product: CardProduct;
  /** Cards in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  /**
   * The colour the listing is filtered by: the card shows that colour's picture and its link opens
   * the product page on it. Left out, the card shows the product's main colour.
   */
  colour?: string;
}

export function ProductCard({ product, eager = false, colour = '' }: ProductCardProps) {
  const add = useAddToCart();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const cartButton = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const closePicker = useCallback(() => setPicking(false), []);
  const onSale = product.compareAtPrice !== null;
  const variants = product.variants.edges.map((edge) => edge.node);
  const colours = variantColours(variants);
  // The filter finds a product by any of its colours; one it does not come in changes nothing.
  const shownColour = colours.includes(colour.toLowerCase()) ? colour.toLowerCase() : null;
  const image = colourPicture(
    product.images?.edges.map((edge) => edge.node) ?? [],
    shownColour ?? product.color,
  );
  const href = shownColour
    ? `${paths.product(product.handle)}?${new URLSearchParams({ color: shownColour })}`
    : paths.product(product.handle);
  const soldOut = variants.length > 0 && !variants.some((variant) => variant.availableForSale);
  const sized = variants.length > 1;
  // The whole product's free units: "Sold out", or "Only 2 left" (its picker tells each size's).
  const stockNote = productStockNote(variants);

  // One size fits all: add it straight away. Several: the shopper picks one on the card, or
  // on the product page should the picker fail to load (a dropped connection on a phone).
  const onCart = () => {
    if (picking) return closePicker();
    const [only] = variants;
    const openPicker = () => setPicking(true);
    const openPage = () => navigate(href);
    if (sized) loadSizePicker().then(openPicker, openPage);
    else if (only) add(product, only);
    else openPage();
  };

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
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
      <Suspense>
        <WishlistHeart productId={product.id} title={product.title} />
      </Suspense>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-medium text-stone-900 sm:text-base">
          <Link to={href} className="hover:text-rose-800 focus-visible:underline">
            {product.title}
          </Link>
        </h3>
        {colours.length > 1 && <CardSwatches colours={colours} />}
        <ProductRating
          averageRating={product.averageRating}
          reviewCount={product.reviewCount}
          variant="card"
        />
        {stockNote && (
          <p
            className={`text-xs sm:text-sm ${stockNote === SOLD_OUT ? 'text-stone-600' : 'font-medium text-rose-800'}`}
          >
            {stockNote}
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-2">
          <PriceTag product={product} size="card" />
          <button
            ref={cartButton}
            type="button"
            onClick={onCart}
            onPointerEnter={sized ? loadSizePicker : undefined}
            onFocus={sized ? loadSizePicker : undefined}
            disabled={soldOut}
            aria-label={soldOut ? `${product.title} is sold out` : `Add ${product.title} to cart`}
            aria-haspopup={sized ? 'dialog' : undefined}
            aria-expanded={sized ? picking : undefined}
            aria-controls={picking ? pickerId : undefined}
            title={soldOut ? 'Sold out' : 'Add to cart'}
            className="shrink-0 rounded-full bg-stone-900 p-2 text-white transition hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-stone-300 sm:p-2.5"
          >
            <span aria-hidden="true" className="icon-cart" />
          </button>
        </div>
        {picking && (
          <Suspense fallback={null}>
            <CardSizePicker
              id={pickerId}
              title={product.title}
              variants={variants}
              onChoose={(variant) => add(product, variant)}
              onClose={closePicker}
              opener={cartButton}
              colour={shownColour}
            />
          </Suspense>
        )}
      </div>
    </article>
  );
}

/**
 * The colours a product comes in, as dots under its title, each named; those past the dots are
 * counted ("+2") and named to screen readers.
 */
function CardSwatches({ colours }: { colours: readonly string[] }) {
  const shop = useShopColors();
  const rest = colours.slice(MAX_SWATCHES);
  return (
    <ul aria-label="Colours" className="flex h-4 items-center gap-1.5">
      {colours.slice(0, MAX_SWATCHES).map((colour) => (
        <li key={colour}>
          <span role="img" aria-label={shop.labelOf(colour)} title={shop.labelOf(colour)} className="block">
            <ColourDot hex={shop.swatchOf(colour)} />
          </span>
        </li>
      ))}
      {rest.length > 0 && (
        <li className="text-xs leading-none text-stone-600">
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">{`and ${rest.map(shop.labelOf).join(', ')}`}</span>
        </li>
      )}
    </ul>
  );
}
