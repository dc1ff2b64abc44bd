import { formatPrice } from '@shop/shared/money';
import { reportCountingNote, type SaleState } from '@shop/shared/promotions/promotions';
import type { Sale } from '@shop/shared/promotions/promotions-schemas';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { useCategoryChoices } from '@/lib/shop-categories-api';
import { useDeleteSaleMutation, useGetSalesQuery } from '../api/sales-api';
import { PromotionStateBadge, type PromotionTone } from '../components/promotion-state-badge';
import { SaleFormDialog } from '../components/sale-form-dialog';

const SALE_STATE_WORDS: Record<SaleState, { word: string; tone: PromotionTone }> = {
  scheduled: { word: 'Scheduled', tone: 'waiting' },
  live: { word: 'Live', tone: 'on' },
  ended: { word: 'Ended', tone: 'over' },
};

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/** 'Whole shop', or the categories by name and how many products were chosen besides. */
function coversOf(
  sale: Pick<Sale, 'categories' | 'productIds'>,
  nameOf: (category: string) => string,
): string {
  const parts = [
    ...sale.categories.map(nameOf),
    ...(sale.productIds.length > 0 ? [productCount(sale.productIds.length)] : []),
  ];
  return parts.length === 0 ? 'Whole shop' : parts.join(', ');
}

type Editing = { sale: Sale | null } | null;

/**
 * Sales (docs/product/screens.md): every scheduled sale, live ones first, then those to come, then those over, with its state, the
 * paid orders that bought at its prices and what they brought in, net of refunds as the other
 * reports count (reportCountingNote says how under the table); created, edited and deleted here.
 */
export function SalesPage() {
  usePageMeta('Sales — Velora');
  const { nameOf } = useCategoryChoices();
  const { data, isLoading, isError } = useGetSalesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Sale | null>(null);

  const columns: TableColumn<Sale>[] = [
    { header: 'Name', rowHeader: true, className: 'break-words font-medium', cell: (sale) => sale.name },
    { header: 'Off', className: 'whitespace-nowrap', cell: (sale) => `${sale.percentOff}%` },
    { header: 'Covers', className: 'break-words', cell: (sale: Sale) => coversOf(sale, nameOf) },
    { header: 'Starts', cell: (sale) => formatDateTime(sale.startsAt) },
    { header: 'Ends', cell: (sale) => formatDateTime(sale.endsAt) },
    {
      header: 'State',
      cell: (sale) => <PromotionStateBadge {...SALE_STATE_WORDS[sale.state]} />,
    },
    { header: 'Orders', cell: (sale) => sale.orders },
    { header: 'Revenue', className: 'whitespace-nowrap', cell: (sale) => formatPrice(sale.revenueCents) },
    {
      header: 'Actions',
      unlabelled: true,
      cell: (sale) => (
        <div className="flex gap-4">
          <button
            type="button"
            aria-label={`Edit ${sale.name}`}
            onClick={() => setEditing({ sale })}
            className="py-1 font-medium text-rose-800 underline"
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${sale.name}`}
            onClick={() => setDeleting(sale)}
            className="py-1 font-medium text-red-700 underline"
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="sales-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="sales-heading" className="font-serif text-2xl text-stone-900">
          Sales
        </h1>
        <button
          type="button"
          onClick={() => setEditing({ sale: null })}
          className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
        >
          New sale
        </button>
      </div>
      <p className="mt-2 max-w-2xl text-sm text-stone-600">
        While a sale is live, the prices of what it covers are lower everywhere in the shop, and the price
        before shows crossed out. The home page counts down to the next sale.
      </p>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          The sales could not be loaded. Please try again.
        </p>
      ) : data.sales.length === 0 ? (
        <p className="mt-6 text-stone-600">
          No sales yet. With none scheduled, the home page shows no countdown.
        </p>
      ) : (
        <>
          <ResponsiveTable
            columns={columns}
            rows={data.sales}
            rowKey={(sale) => sale.id}
            stackBelow="56rem"
          />
          <p className="mt-3 max-w-2xl text-sm text-stone-600">
            Revenue is what the sale’s items sold for after discount codes, without tax or delivery.{' '}
            {reportCountingNote(data.testOrdersCounted)}
          </p>
        </>
      )}

      {editing && <SaleFormDialog sale={editing.sale} onClose={() => setEditing(null)} />}
      {deleting && <DeleteSale sale={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function DeleteSale({ sale, onClose }: { sale: Sale; onClose: () => void }) {
  const [remove] = useDeleteSaleMutation();
  return (
    <ConfirmDelete
      title="Delete this sale?"
      remove={() => remove(sale.id).unwrap()}
      fallback="The sale could not be deleted."
      onClose={onClose}
    >
      {sale.name} is removed{sale.state === 'live' ? ' and its prices end at once' : ''}. Orders already
      placed keep the prices they were charged.
    </ConfirmDelete>
  );
}
