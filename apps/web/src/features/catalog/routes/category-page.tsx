import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useShopCategories } from '@/lib/shop-categories-api';
import { ProductListing } from '../components/product-listing';

export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const shop = useShopCategories();
  const category = shop.find(categoryName.toLowerCase());
  const missing = shop.loaded && !category;
  usePageMeta(
    category ? `${category.name} — Velora` : missing ? 'Category not found — Velora' : 'Velora',
    category?.description || undefined,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {category ? (
        <>
          <div className="mb-8 max-w-2xl">
            <h1 className="font-serif text-4xl text-stone-900">{category.name}</h1>
            {category.description && <p className="mt-3 text-stone-700">{category.description}</p>}
          </div>
          <ProductListing fixedCategory={category.handle} />
        </>
      ) : missing ? (
        <>
          <h1 className="mb-8 font-serif text-4xl text-stone-900">{categoryName}</h1>
          <div className="py-16 text-center">
            <p className="text-stone-700">We don't have a category called “{categoryName}”.</p>
            <Link to={paths.shop} className="mt-6 inline-block text-rose-800 underline hover:text-rose-900">
              Browse the whole shop
            </Link>
          </div>
        </>
      ) : (
        <p className="py-16 text-center text-stone-600" role="status">
          Loading…
        </p>
      )}
    </div>
  );
}
