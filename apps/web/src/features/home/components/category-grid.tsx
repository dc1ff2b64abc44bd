import { type Category, categoryLabel } from '@shop/shared/catalog/catalog';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** docs/product/screens.md: the four categories the home page features. */
const FEATURED: { name: Category; image: string }[] = [
  { name: 'accessories', image: '/media/demo/accessories/0/black/0.svg' },
  { name: 'cosmetics', image: '/media/demo/cosmetics/0/pink/0.svg' },
  { name: 'dress', image: '/media/demo/dress/1/beige/0.svg' },
  { name: 'lingerie', image: '/media/demo/lingerie/2/pink/0.svg' },
];

export function CategoryGrid() {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="categories-heading" className="sr-only">
        Shop by category
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {FEATURED.map((category) => (
          <li key={category.name}>
            <Link
              to={paths.category(category.name)}
              className="group block overflow-hidden rounded-lg bg-white ring-1 ring-stone-200 transition hover:ring-rose-300"
            >
              {/* The drawings are 4:5, so the frame is too: the picture fills it edge to edge. */}
              <span className="block overflow-hidden">
                <img
                  src={category.image}
                  alt=""
                  width={600}
                  height={750}
                  // On a phone these are the first pictures on screen (the hero's is for wide
                  // screens): fetched with the page, not after it is laid out.
                  loading="eager"
                  className="aspect-[4/5] w-full object-cover transition group-hover:scale-[1.03]"
                />
              </span>
              <span className="block px-3 py-3 text-center font-medium text-stone-900">
                {categoryLabel(category.name)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
