import { useGetProductsQuery } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const SHOWN = 4;

/** More from the same category, never the product itself. */
export function RelatedProducts({ productId, category }: { productId: string; category: string }) {
  const { data, isLoading } = useGetProductsQuery({ category, sort: 'rating', page: 1, limit: SHOWN + 1 });
  const related = (data?.products ?? []).filter((p) => p.id !== productId).slice(0, SHOWN);
  if (!isLoading && related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="mb-6 font-serif text-2xl text-stone-900">
        You may also like
      </h2>
      {isLoading ? <ProductGridSkeleton count={SHOWN} /> : <ProductGrid products={related} />}
    </section>
  );
}
