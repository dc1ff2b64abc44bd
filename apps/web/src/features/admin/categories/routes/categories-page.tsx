import type { AdminCategory } from '@shop/shared/catalog/categories';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageMeta } from '@/lib/page-meta';
import { useAdminCategoriesQuery } from '@/lib/shop-categories-api';
import { showToast } from '@/stores/toasts';
import { useUpdateCategoryMutation } from '../api/categories-api';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';
import { useFocusAfterChange } from '../components/use-focus-after-change';

type Editing = { category: AdminCategory | null } | null;
type Direction = 'up' | 'down';

const moveButtonId = (category: AdminCategory, direction: Direction) => `move-${category.id}-${direction}`;

/** A word beside the name; screen readers hear it as a separate item of the name's cell. */
function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-stone-200 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-stone-700">
      <span className="sr-only">, </span>
      {children}
    </span>
  );
}

/**
 * Categories (docs/product/screens.md): the shop's categories in menu order with their address,
 * how many products each holds and its sizes; moved up and down, added, edited and deleted here.
 */
export function CategoriesPage() {
  usePageMeta('Categories — Velora');
  const dispatch = useDispatch();
  const { data, isLoading, isError, isFetching } = useAdminCategoriesQuery();
  const [update, { isLoading: moving }] = useUpdateCategoryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  // The moved row's button keeps focus once the list comes back in its new order.
  const focusAfter = useFocusAfterChange(data);
  const categories = data?.categories ?? [];

  const move = async (category: AdminCategory, index: number, direction: Direction) => {
    // Until the list is read again its indexes are the old ones: a second move waits for it.
    if (moving || isFetching) return;
    const position = direction === 'up' ? index - 1 : index + 1;
    focusAfter(moveButtonId(category, direction), moveButtonId(category, direction === 'up' ? 'down' : 'up'));
    try {
      await update({ id: category.id, body: { position } }).unwrap();
      dispatch(
        showToast(
          `${category.name} is now number ${position + 1} of ${categories.length} in the menu`,
          'success',
        ),
      );
    } catch (error) {
      focusAfter();
      dispatch(
        showToast(
          apiErrorMessage(error) ?? `${category.name} could not be moved. Please try again.`,
          'error',
        ),
      );
    }
  };

  const columns: TableColumn<AdminCategory>[] = [
    {
      header: 'Name',
      rowHeader: true,
      cell: (category) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 @4xl:justify-start">
          <span className="font-medium break-words">{category.name}</span>
          {category.hidden && <Badge>Hidden</Badge>}
          {category.featured && <Badge>Home page</Badge>}
        </span>
      ),
    },
    { header: 'Address', className: 'break-all', cell: (category) => `/categories/${category.handle}` },
    { header: 'Products', cell: (category) => category.productCount },
    {
      header: 'Sizes',
      className: 'break-words',
      cell: (category) => category.sizeChart.sizes.map((row) => row.size).join(', '),
    },
    {
      header: 'Actions',
      unlabelled: true,
      cell: (category, index) => (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <div className="flex">
            {(['up', 'down'] as const).map((direction) => {
              const edge = direction === 'up' ? index === 0 : index === categories.length - 1;
              const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
              return (
                <button
                  key={direction}
                  type="button"
                  id={moveButtonId(category, direction)}
                  aria-label={`Move ${category.name} ${direction}`}
                  title={`Move ${direction}`}
                  disabled={edge}
                  onClick={() => void move(category, index, direction)}
                  className="rounded p-2 text-stone-700 hover:bg-stone-100 disabled:opacity-30"
                >
                  <Arrow aria-hidden="true" size={16} />
                </button>
              );
            })}
          </div>
          <button
            type="button"
            aria-label={`Edit ${category.name}`}
            onClick={() => setEditing({ category })}
            className="py-1 font-medium text-rose-800 underline"
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${category.name}`}
            onClick={() => setDeleting(category)}
            className="py-1 font-medium text-red-700 underline"
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="categories-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-heading" className="font-serif text-2xl text-stone-900">
          Categories
        </h1>
        <button
          type="button"
          onClick={() => setEditing({ category: null })}
          className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
        >
          Add category
        </button>
      </div>
      <p className="mt-2 max-w-2xl text-sm text-stone-600">
        The menus, the shop's filter and the home page list categories in this order. Each has its own page at
        its address, and its size chart gives the sizes its products come in.
      </p>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          The categories could not be loaded. Please try again.
        </p>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={categories}
          rowKey={(category) => category.id}
          stackBelow="56rem"
        />
      )}

      {editing && <CategoryFormDialog category={editing.category} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteCategoryDialog category={deleting} categories={categories} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
