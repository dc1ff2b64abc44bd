import { ONE_SIZE } from '@shop/shared/catalog/catalog';
import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';
import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { BackInStockRequest } from '@/features/stock-alerts/components/back-in-stock-request';
import { SoldOutSizes } from '@/features/stock-alerts/components/sold-out-sizes';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';
import { usePageMeta } from '@/lib/page-meta';
import { useShopCategories } from '@/lib/shop-categories-api';
import { useShopColors } from '@/lib/shop-colors-api';
import { useGetProductPreviewQuery, useGetProductQuery } from '../api/get-product';
import { variantColour, variantColours } from '../colour-swatch';
import { ColourChoice } from '../components/colour-choice';
import { PreviewBanner } from '../components/preview-banner';
import { PriceTag } from '../components/price-tag';
import { ProductGallery } from '../components/product-gallery';
import { ProductRating } from '../components/product-rating';
import { RelatedProducts } from '../components/related-products';
import { ProductReviews } from '../components/reviews/product-reviews';
import { type AdvisedChoice, SizeAdvice } from '../components/size-advice';
import { SizeChoice } from '../components/size-choice';
import { hasSizeGuide, SizeGuide } from '../components/size-guide';
import { colourWithSize, initialColour, inStock, onlySize, shownPrice } from '../product-choice';
import { ADDED_TO_CART, useAddToCart } from '../use-add-to-cart';
import { variantSize } from '../variant-size';

export function ProductPage() {
  const { handle = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.get('preview') === 'true';
  const shoppers = useGetProductQuery(handle, { skip: preview });
  // A preview's answer depends on who asks: the server renders the page as a guest, so the
  // browser asks, with the admin's cookie, each time the page opens.
  const previewed = useGetProductPreviewQuery(handle, {
    skip: !preview || import.meta.env.SSR,
    refetchOnMountOrArgChange: true,
  });
  const { data: product, isFetching, error, refetch } = preview ? previewed : shoppers;
  const isLoading = preview ? previewed.isLoading || previewed.isUninitialized : shoppers.isLoading;
  // Only the server's 404 means there is no such product; a 500 or a lost connection says
  // nothing about it, and the shopper may well get it by asking again.
  const missing = error !== undefined && 'status' in error && error.status === 404;
  const failed = error !== undefined && !missing;
  usePageMeta(
    isLoading
      ? null
      : `${product?.title ?? (failed ? 'Product could not be loaded' : 'Product not found')} — Velora`,
    product?.description.slice(0, 160),
  );

  if (isLoading || (isFetching && !product)) return <ProductSkeleton />;
  if (error || !product) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-24 text-center sm:px-6">
        <h1 className="font-serif text-3xl text-stone-900">
          {failed ? 'This product could not be loaded.' : 'Product not found'}
        </h1>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-6">
          {failed && (
            <button
              type="button"
              onClick={() => refetch()}
              className="rounded-md bg-stone-900 px-5 py-2.5 font-medium text-white transition hover:bg-rose-800"
            >
              Try again
            </button>
          )}
          <Link to={paths.shop} className="text-rose-800 underline hover:text-rose-900">
            Back to shop
          </Link>
        </div>
      </div>
    );
  }
  // Keyed so a different product starts with its own first image and no size chosen.
  return (
    <>
      {preview && <PreviewBanner productId={product.id} />}
      <ProductDetails
        key={product.id}
        product={product}
        askedColour={params.get('color')}
        askedSize={params.get('size')}
      />
    </>
  );
}

function ProductDetails({
  product,
  askedColour,
  askedSize,
}: {
  product: CatalogProduct;
  askedColour: string | null;
  /** The size the link asks for (a back-in-stock alert's): chosen when it can be bought. */
  askedSize: string | null;
}) {
  const add = useAddToCart();
  const categories = useShopCategories();
  const sizeChart = categories.find(product.category)?.sizeChart;
  const shopColors = useShopColors();
  const images = product.images.edges.map((edge) => edge.node);
  const allVariants = product.variants.edges.map((edge) => edge.node);
  const colours = variantColours(allVariants);
  // One colour (every product before colours became variants) shows no swatches at all.
  const multiColour = colours.length > 1;
  const [colour, setColour] = useState(() =>
    multiColour ? initialColour(product, colours, askedColour) : null,
  );
  const variants = colour ? allVariants.filter((v) => variantColour(v) === colour) : allVariants;
  const [size, setSize] = useState<string | null>(() => {
    const asked = variants.find(
      (v) => variantSize(v).toLowerCase() === askedSize?.toLowerCase() && inStock(v),
    );
    return asked ? variantSize(asked) : onlySize(variants);
  });
  const [warning, setWarning] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // Every free unit already in the cart: the toast says so, and this line beside the button.
  const [notAdded, setNotAdded] = useState<string | null>(null);
  const sizeGroup = useId();
  const colourGroup = useId();
  const guideId = useId();

  // The chosen size stays chosen in the new colour when it can be bought there.
  const chooseColour = (next: string) => {
    const nextVariants = allVariants.filter((v) => variantColour(v) === next);
    const keep = nextVariants.some((v) => variantSize(v) === size && v.availableForSale);
    setColour(next);
    setSize(keep ? size : onlySize(nextVariants));
    setWarning(null);
    setAdded(false);
    setNotAdded(null);
  };
  const chooseSize = (value: string) => {
    setSize(value);
    setWarning(null);
    setAdded(false);
    setNotAdded(null);
  };
  // The advised size in the colour shown, else in a colour that still has it.
  const adviceChoice = (advised: string): AdvisedChoice | null => {
    const where = colourWithSize(allVariants, colour, advised);
    if (where === undefined) return null;
    if (where === colour || where === null)
      return { label: `Choose ${sizeLabel(advised)}`, choose: () => chooseSize(advised) };
    return {
      label: `Choose ${sizeLabel(advised)} in ${shopColors.labelOf(where)}`,
      choose: () => {
        chooseColour(where);
        setSize(advised);
      },
    };
  };
  const onAdd = () => {
    const variant = variants.find((v) => variantSize(v) === size && v.availableForSale);
    if (!variant) {
      setAdded(false);
      setNotAdded(null);
      setWarning('Please select a size.');
      return;
    }
    setWarning(null);
    const answer = add(product, variant);
    setAdded(answer.added);
    setNotAdded(answer.added ? null : answer.message);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.home} className="hover:text-rose-800">
              home
            </Link>
          </li>
          <ChevronRight aria-hidden="true" size={14} />
          <li>
            <Link to={paths.shop} className="hover:text-rose-800">
              shop
            </Link>
          </li>
          <ChevronRight aria-hidden="true" size={14} />
          <li aria-current="page" className="text-stone-900">
            {product.title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 md:grid-cols-2">
        {/* Keyed by colour: a new colour opens on its own first picture. */}
        <ProductGallery key={colour ?? ''} images={images} colour={colour} title={product.title} />

        <div className="flex flex-col gap-5">
          <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{product.title}</h1>
          <ProductRating
            averageRating={product.averageRating}
            reviewCount={product.reviewCount}
            variant="page"
          />
          <PriceTag product={shownPrice(product, variants, size)} size="page" />
          <WishlistHeart productId={product.id} size={size} className="self-start border border-stone-200" />
          <div
            className="prose max-w-none text-stone-700 [&_li]:ml-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc"
            // The server sanitises descriptions to a small allow-list of tags when they are stored.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-stone-500">Category</dt>
            <dd>
              <Link to={paths.category(product.category)} className="hover:text-rose-800">
                {categories.nameOf(product.category)}
              </Link>
            </dd>
            <dt className="text-stone-500">Colour</dt>
            <dd>{shopColors.labelOf(colour ?? product.color)}</dd>
          </dl>

          {multiColour && colour && (
            <ColourChoice
              name={colourGroup}
              colours={colours}
              soldOut={
                new Set(colours.filter((c) => !allVariants.some((v) => variantColour(v) === c && inStock(v))))
              }
              value={colour}
              onChange={chooseColour}
            />
          )}

          <SizeChoice name={sizeGroup} variants={variants} value={size} onChange={chooseSize} />
          {/* Sold-out sizes cannot be chosen above, but can be asked for (Back-in-stock alerts). */}
          <SoldOutSizes
            key={colour ?? ''}
            sizes={variants
              .filter((v) => !inStock(v))
              .map((v) => ({ variantId: v.id, size: variantSize(v) }))}
            colour={multiColour && colour ? shopColors.labelOf(colour) : null}
            initial={askedSize}
          />
          {sizeChart && allVariants.some((variant) => variantSize(variant) !== ONE_SIZE) && (
            <SizeAdvice
              productId={product.id}
              guideId={hasSizeGuide(sizeChart, allVariants.map(variantSize)) ? guideId : undefined}
              choiceFor={adviceChoice}
              soldOutOffer={(advised) => {
                const soldOut = variants.find((v) => variantSize(v) === advised && !inStock(v));
                return soldOut ? (
                  <BackInStockRequest
                    variantId={soldOut.id}
                    size={advised}
                    colour={multiColour && colour ? shopColors.labelOf(colour) : null}
                  />
                ) : null;
              }}
            />
          )}
          {sizeChart && <SizeGuide id={guideId} chart={sizeChart} sizes={allVariants.map(variantSize)} />}

          <div>
            <button
              type="button"
              onClick={onAdd}
              className="w-full rounded-md bg-stone-900 px-6 py-3 font-medium text-white transition hover:bg-rose-800 sm:w-auto"
            >
              Add to Cart
            </button>
            <p role="status" className="mt-3 min-h-6 text-sm">
              {warning && <span className="font-medium text-rose-800">{warning}</span>}
              {/* Screen readers hear the toast that says the same; once is enough. */}
              {added && (
                <span aria-hidden="true" className="text-emerald-800">
                  {ADDED_TO_CART}
                </span>
              )}
              {notAdded && (
                <span aria-hidden="true" className="font-medium text-rose-800">
                  {notAdded}
                </span>
              )}
            </p>
          </div>
        </div>
      </div>

      <RelatedProducts productId={product.id} category={product.category} />

      <ProductReviews productId={product.id} sized={allVariants.some((v) => variantSize(v) !== ONE_SIZE)} />
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-7xl animate-pulse gap-10 px-4 py-8 sm:px-6 md:grid-cols-2"
      aria-hidden="true"
    >
      <div className="aspect-[4/5] rounded-lg bg-stone-200" />
      <div className="space-y-4">
        <div className="h-9 w-3/4 rounded bg-stone-200" />
        <div className="h-5 w-1/3 rounded bg-stone-200" />
        <div className="h-24 rounded bg-stone-200" />
      </div>
    </div>
  );
}
