import { categoryLabel, isCategory } from '@shop/shared/catalog/catalog';
import { CATEGORY_DESCRIPTIONS } from '@shop/shared/catalog/category-descriptions';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { ProductListing } from '../components/product-listing';

export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const name = categoryName.toLowerCase();
  const known = isCategory(name);
  usePageMeta(
    known ? `${categoryLabel(name)} — Velora` : 'Category not found — Velora',
    known ? CATEGORY_DESCRIPTIONS[name] : undefined,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {known ? (
        <>
          <div className="mb-8 max-w-2xl">
            <h1 className="font-serif text-4xl text-stone-900">{categoryLabel(name)}</h1>
            <p className="mt-3 text-stone-700">{CATEGORY_DESCRIPTIONS[name]}</p>
          </div>
          <ProductListing fixedCategory={name} />
        </>
      ) : (
        <>
          <h1 className="mb-8 font-serif text-4xl text-stone-900">{categoryName}</h1>
          <div className="py-16 text-center">
            <p className="text-stone-700">We don't have a category called “{categoryName}”.</p>
            <Link to={paths.shop} className="mt-6 inline-block text-rose-800 underline hover:text-rose-900">
              Browse the whole shop
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
