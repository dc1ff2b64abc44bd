import { CATEGORIES } from '@shop/shared/catalog';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { ProductListing } from '../components/product-listing';
import { useCatalogParams } from '../use-catalog-params';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const name = categoryName.toLowerCase();
  const known = (CATEGORIES as readonly string[]).includes(name);
  const { params, update, clear } = useCatalogParams();
  usePageMeta(
    known ? `${capitalise(name)} — Velora` : 'Category not found — Velora',
    known ? `Shop ${name} at Velora.` : undefined,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 font-serif text-4xl text-stone-900 capitalize">{categoryName}</h1>
      {known ? (
        <ProductListing params={params} onChange={update} onClear={clear} fixedCategory={name} />
      ) : (
        <div className="py-16 text-center">
          <p className="text-stone-700">We don't have a category called “{categoryName}”.</p>
          <Link to={paths.shop} className="mt-6 inline-block text-rose-800 underline hover:text-rose-900">
            Browse the whole shop
          </Link>
        </div>
      )}
    </div>
  );
}
