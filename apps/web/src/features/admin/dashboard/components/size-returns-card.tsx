import { sizeReturnsText } from '@shop/shared/catalog/product-fit';
import type { AdminStats } from '@shop/shared/stats-schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The admin dashboard's 'Size returns': the products most often sent back as too small or too
 * large, as a share of their paid units sold ('3 of 20 sold (15 %)'), each opening its edit page
 * (docs/product/screens.md, Admin dashboard).
 */
export function SizeReturnsCard({ stats }: { stats: AdminStats }) {
  return (
    <section
      aria-labelledby="size-returns-heading"
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="size-returns-heading" className="font-medium text-stone-900">
        Size returns
      </h2>
      {stats.sizeReturns.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">No size returns yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 text-sm">
          {stats.sizeReturns.map((product) => (
            <li key={product.productId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={paths.dashboardUpdateProduct(product.productId)}
                className="min-w-0 break-words text-rose-800 underline"
              >
                {product.title}
              </Link>
              <span className="text-stone-600">
                {sizeReturnsText(product.returnedUnits, product.soldUnits)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
