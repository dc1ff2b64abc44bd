import { FEATURED_CATEGORIES_MAX } from '@shop/shared/catalog/categories';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useShopCategories } from '@/lib/shop-categories-api';

/**
 * The categories the owner features on the home page (docs/product/screens.md), in menu order:
 * the first four, each with its picture.
 */
export function CategoryGrid() {
  const { list } = useShopCategories();
  const featured = list.filter((category) => category.featured).slice(0, FEATURED_CATEGORIES_MAX);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="categories-heading" className="sr-only">
        Shop by category
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {featured.map((category) => (
          <li key={category.handle}>
            <Link
              to={paths.category(category.handle)}
              className="group block overflow-hidden rounded-lg bg-white ring-1 ring-stone-200 transition hover:ring-rose-300"
            >
              {/* The drawings are 4:5, so the frame is too: the picture fills it edge to edge. */}
              <span className="block overflow-hidden bg-stone-100">
                {category.picture ? (
                  <img
                    src={category.picture}
                    alt=""
                    width={600}
                    height={750}
                    // On a phone these are the first pictures on screen (the hero's is for wide
                    // screens): fetched with the page, not after it is laid out.
                    loading="eager"
                    className="aspect-[4/5] w-full object-cover transition group-hover:scale-[1.03]"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex aspect-[4/5] w-full items-center justify-center font-serif text-5xl text-stone-400"
                  >
                    {category.name.charAt(0)}
                  </span>
                )}
              </span>
              <span className="block px-3 py-3 text-center font-medium text-stone-900">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
