import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import type { Order } from '@shop/shared/orders/orders-schemas';
import { useParams } from 'react-router';
import { PostalAddress } from '@/components/postal-address';
import { shopContact } from '@/config/shop-contact';
import { formatLongDay } from '@/lib/format-date';
import { useOrderPoliciesQuery } from '@/lib/order-cancel-api';
import { usePageMeta } from '@/lib/page-meta';
import { useShopColors } from '@/lib/shop-colors-api';
import { useGetAdminOrderQuery } from '../api/admin-orders-api';
// The print rules: a stylesheet of its own, as the Content-Security-Policy refuses inline styles.
import './packing-slip-print.css';

const [street, ...place] = shopContact.address.split(', ');

/**
 * The packing slip of docs/product/screens.md: what goes in the parcel (with each line's SKU, to
 * pick it by) and where it goes, with no prices (the parcel's reader may be a gift's recipient), ready to print.
 */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const { data: order, isError, isLoading } = useGetAdminOrderQuery(id);
  // Where a return goes, when the owner set it (Order policies); the slip goes without it otherwise.
  const returnAddress = useOrderPoliciesQuery().data?.shopAddress;
  usePageMeta(order ? `Packing slip ${order.orderId} — Velora` : 'Packing slip — Velora');

  if (isLoading) return <p>Loading...</p>;
  if (isError || !order)
    return (
      <p role="alert" className="text-red-700">
        {ORDER_MESSAGES.orderNotFound}
      </p>
    );
  return (
    <article
      aria-labelledby="packing-slip-heading"
      data-packing-slip
      className="max-w-3xl text-stone-900 print:max-w-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="packing-slip-heading" className="font-serif text-2xl">
            Packing slip
          </h1>
          <p className="mt-1 text-sm text-stone-700">
            Order <span className="font-mono font-semibold">{order.orderId}</span> ·{' '}
            {formatLongDay(order.paidAt ?? order.createdAt)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-stone-900 px-4 py-2 text-white print:hidden"
        >
          Print
        </button>
      </div>

      <div className="mt-6 grid gap-6 text-sm sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="slip-from">
          <h2 id="slip-from" className="font-medium text-stone-600">
            From
          </h2>
          <address className="mt-1 not-italic" data-testid="slip-from">
            <span className="block font-medium">Velora</span>
            {/* The street on one line, the town and postcode on the next, as on a label. */}
            {[street, place.join(', ')].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{shopContact.phone}</span>
            <span className="block">{shopContact.email}</span>
          </address>
        </section>
        <section aria-labelledby="slip-to">
          <h2 id="slip-to" className="font-medium text-stone-600">
            Ship to
          </h2>
          {order.shippingAddress ? (
            <PostalAddress
              address={order.shippingAddress}
              className="mt-1 not-italic"
              data-testid="slip-to"
            />
          ) : (
            <p className="mt-1 text-stone-700">
              No address given at checkout: ask {order.email} where this order goes.
            </p>
          )}
          {order.shippingMethod && <p className="mt-2">Delivery method: {order.shippingMethod.name}</p>}
        </section>
        {returnAddress && (
          <section aria-labelledby="slip-returns">
            <h2 id="slip-returns" className="font-medium text-stone-600">
              Return address
            </h2>
            <PostalAddress address={returnAddress} className="mt-1 not-italic" data-testid="slip-returns" />
          </section>
        )}
      </div>

      <SlipLines order={order} />
    </article>
  );
}

function SlipLines({ order }: { order: Order }) {
  const shopColors = useShopColors();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  // Lines bought before SKUs existed have none; a slip of only such lines has no SKU column.
  const skus = order.items.some((item) => item.sku);
  return (
    <table className="mt-8 w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-medium text-stone-600">
        {units} {units === 1 ? 'item' : 'items'}
      </caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="py-2 pr-3 font-medium">
            Item
          </th>
          {skus && (
            <th scope="col" className="py-2 pr-3 font-medium">
              SKU
            </th>
          )}
          <th scope="col" className="py-2 pr-3 font-medium">
            Size
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Colour
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Quantity
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={`${item.variantId}-${item.title}-${item.size}`} className="border-b border-stone-200">
            <th scope="row" className="py-2 pr-3 font-normal">
              {item.title}
            </th>
            {skus && <td className="py-2 pr-3 font-mono text-xs">{item.sku ?? '—'}</td>}
            <td className="py-2 pr-3">{sizeLabel(item.size)}</td>
            <td className="py-2 pr-3">{shopColors.labelOf(item.color)}</td>
            <td className="py-2 text-right">{item.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
