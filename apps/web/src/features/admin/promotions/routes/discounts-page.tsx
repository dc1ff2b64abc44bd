import { amountToCents, formatPrice } from '@shop/shared/money';
import { type DiscountState, reportCountingNote } from '@shop/shared/promotions/promotions';
import type { Discount } from '@shop/shared/promotions/promotions-schemas';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format-date';
import { usePageMeta } from '@/lib/page-meta';
import { useCategoryChoices } from '@/lib/shop-categories-api';
import { useDeleteDiscountMutation, useGetDiscountsQuery } from '../api/discounts-api';
import { DISCOUNT_TYPE_LABELS, DiscountFormDialog } from '../components/discount-form-dialog';
import { PromotionStateBadge, type PromotionTone } from '../components/promotion-state-badge';

const DISCOUNT_STATE_WORDS: Record<DiscountState, { word: string; tone: PromotionTone }> = {
  scheduled: { word: 'Scheduled', tone: 'waiting' },
  active: { word: 'Active', tone: 'on' },
  expired: { word: 'Expired', tone: 'over' },
  used_up: { word: 'Used up', tone: 'over' },
};

const dollars = (amount: number) => formatPrice(amountToCents(amount.toFixed(2)));

/** '15%', '$7.50' or '—' for free delivery, and the categories it is limited to. */
function discountValueCell(discount: Discount, nameOf: (category: string) => string) {
  const amount =
    discount.value === null
      ? '—'
      : discount.type === 'percent'
        ? `${discount.value}%`
        : dollars(discount.value);
  return (
    <span>
      {amount}
      {discount.categories.length > 0 && (
        <span className="block text-xs text-stone-500">on {discount.categories.map(nameOf).join(', ')}</span>
      )}
    </span>
  );
}

/** 'Any time', 'From …', 'Until …' or both ends. */
function validOf(discount: Discount): string {
  const { startsAt, endsAt } = discount;
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return 'Any time';
}

/** '3 of 100', with the uses unpaid checkouts hold now ('2 held') and 'once each'. */
function usesOf(discount: Discount) {
  return (
    <span>
      {discount.usageLimit === null ? discount.uses : `${discount.uses} of ${discount.usageLimit}`}
      {discount.held > 0 && <span className="block text-xs text-amber-800">{discount.held} held</span>}
      {discount.oncePerCustomer && <span className="block text-xs text-stone-500">Once per customer</span>}
    </span>
  );
}

type Editing = { discount: Discount | null } | null;

/**
 * Discount codes (docs/product/screens.md): every code, newest first, with its terms, state, uses
 * and the revenue of the paid orders that used it, net of refunds as the other reports count
 * (reportCountingNote says how under the table); created, edited and deleted here.
 */
export function DiscountsPage() {
  usePageMeta('Discount codes — Velora');
  const { nameOf } = useCategoryChoices();
  const { data, isLoading, isError } = useGetDiscountsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Discount | null>(null);

  const columns: TableColumn<Discount>[] = [
    {
      header: 'Code',
      rowHeader: true,
      className: 'font-mono font-medium whitespace-nowrap',
      cell: (discount) => discount.code,
    },
    { header: 'Type', cell: (discount) => DISCOUNT_TYPE_LABELS[discount.type] },
    { header: 'Value', cell: (discount: Discount) => discountValueCell(discount, nameOf) },
    {
      header: 'Minimum',
      className: 'whitespace-nowrap',
      cell: (discount) => (discount.minSubtotal === null ? 'None' : dollars(discount.minSubtotal)),
    },
    { header: 'Valid', cell: validOf },
    { header: 'Uses', cell: usesOf },
    {
      header: 'State',
      cell: (discount) => <PromotionStateBadge {...DISCOUNT_STATE_WORDS[discount.state]} />,
    },
    {
      header: 'Revenue',
      className: 'whitespace-nowrap',
      cell: (discount) => (
        <span>
          {formatPrice(discount.revenueCents)}
          {discount.discountedCents > 0 && (
            <span className="block text-xs text-stone-500">{formatPrice(discount.discountedCents)} off</span>
          )}
        </span>
      ),
    },
    {
      header: 'Actions',
      unlabelled: true,
      cell: (discount) => (
        <div className="flex gap-4">
          <button
            type="button"
            aria-label={`Edit ${discount.code}`}
            onClick={() => setEditing({ discount })}
            className="py-1 font-medium text-rose-800 underline"
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${discount.code}`}
            onClick={() => setDeleting(discount)}
            className="py-1 font-medium text-red-700 underline"
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="discounts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="discounts-heading" className="font-serif text-2xl text-stone-900">
          Discount codes
        </h1>
        <button
          type="button"
          onClick={() => setEditing({ discount: null })}
          className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
        >
          New code
        </button>
      </div>
      <p className="mt-2 max-w-2xl text-sm text-stone-600">
        Shoppers enter a code in the cart or at checkout; one code per order, applied to prices after any
        sale. A use counts once the order is paid; an unpaid checkout holds it until it expires.
      </p>

      {isLoading ? (
        <p className="mt-6">Loading...</p>
      ) : isError || !data ? (
        <p role="alert" className="mt-6 text-red-700">
          The discount codes could not be loaded. Please try again.
        </p>
      ) : data.discounts.length === 0 ? (
        <p className="mt-6 text-stone-600">No discount codes yet.</p>
      ) : (
        <>
          <ResponsiveTable
            columns={columns}
            rows={data.discounts}
            rowKey={(discount) => discount.id}
            stackBelow="56rem"
          />
          <p className="mt-3 max-w-2xl text-sm text-stone-600">
            Revenue is what the orders came to, delivery and tax included.{' '}
            {reportCountingNote(data.testOrdersCounted)}
          </p>
        </>
      )}

      {editing && <DiscountFormDialog discount={editing.discount} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDiscount discount={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function DeleteDiscount({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const [remove] = useDeleteDiscountMutation();
  return (
    <ConfirmDelete
      title="Delete this discount code?"
      remove={() => remove(discount.id).unwrap()}
      fallback="The discount code could not be deleted."
      onClose={onClose}
    >
      {discount.code} stops working at once. Orders that used it keep their discount.
    </ConfirmDelete>
  );
}
