import type { CardProduct } from '../card-product';
import { ProductCard } from './product-card';

/**
 * How many cards the first screen shows (a row on a wide screen, two rows of two on a phone);
 * those load their images eagerly.
 */
const FIRST_ROW = 4;

/** `colour` is the listing's colour filter: each card shows that colour (see ProductCard). */
export function ProductGrid({ products, colour }: { products: CardProduct[]; colour?: string }) {
  if (products.length === 0) {
    return <p className="py-16 text-center text-stone-600">No products match the selected filters.</p>;
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < FIRST_ROW} colour={colour} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="animate-pulse overflow-hidden rounded-lg border border-stone-200 bg-white">
          <div className="aspect-[4/5] bg-stone-200" />
          <div className="space-y-3 p-3 sm:p-4">
            <div className="h-4 w-3/4 rounded bg-stone-200" />
            <div className="h-3 w-1/3 rounded bg-stone-200" />
            <div className="h-5 w-1/4 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
