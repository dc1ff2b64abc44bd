import { formatPrice } from '@shop/shared/money';
import {
  deliveryAmount,
  paymentLine,
  RECEIPT_WORDS,
  type Receipt,
  receiptDay,
} from '@shop/shared/orders/receipts/receipt-schemas';
import type { ReactNode } from 'react';
import { PostalAddress } from '@/components/postal-address';

const cell = 'py-2 pr-3';
const figure = 'py-2 text-right tabular-nums whitespace-nowrap';

/**
 * A paid order's receipt as the PDF prints it, for the screen and for paper: the seller, who
 * bought, the lines, the money as the order kept it, the payment and any credit notes. Headings
 * name each part and the tables have their column and row headers, for a screen reader.
 */
export function ReceiptView({ receipt, actions }: { receipt: Receipt; actions?: ReactNode }) {
  return (
    <article aria-labelledby="receipt-heading" data-receipt className="text-stone-900">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="receipt-heading" className="font-serif text-3xl">
            {RECEIPT_WORDS.title} {receipt.invoiceNumber}
          </h1>
          <p className="mt-1 text-sm text-stone-700">
            Paid {receiptDay(receipt.paidAt)} · Order{' '}
            <span className="font-mono font-semibold">{receipt.orderNumber}</span>
          </p>
        </div>
        {actions}
      </div>

      <div className="mt-8 grid gap-6 text-sm sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="receipt-seller">
          <h2 id="receipt-seller" className="font-medium text-stone-600">
            Seller
          </h2>
          <p className="mt-1 font-semibold">{receipt.seller.name}</p>
          {receipt.seller.address && (
            <PostalAddress address={receipt.seller.address} withName={false} className="not-italic" />
          )}
          {receipt.seller.taxNumber && (
            <p>
              {RECEIPT_WORDS.taxNumber}: {receipt.seller.taxNumber}
            </p>
          )}
        </section>
        <section aria-labelledby="receipt-bill-to">
          <h2 id="receipt-bill-to" className="font-medium text-stone-600">
            {RECEIPT_WORDS.billTo}
          </h2>
          {receipt.billTo.address && (
            <PostalAddress address={receipt.billTo.address} className="mt-1 not-italic" />
          )}
          <p className="break-all">{receipt.billTo.email}</p>
        </section>
      </div>

      <h2 id="receipt-items" className="mt-8 font-serif text-xl">
        Items
      </h2>
      <table aria-labelledby="receipt-items" className="mt-2 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className={`${cell} font-medium`}>
              Item
            </th>
            <th scope="col" className={`${figure} pr-3 font-medium`}>
              Quantity
            </th>
            <th scope="col" className={`${figure} pr-3 font-medium`}>
              Unit price
            </th>
            <th scope="col" className={`${figure} font-medium`}>
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never reorder
            <tr key={index} className="border-b border-stone-200">
              <th scope="row" className={`${cell} font-normal`}>
                {line.title}
                <span className="block text-stone-600">
                  Size {line.size} · {line.colour}
                </span>
              </th>
              <td className={`${figure} pr-3`}>{line.quantity}</td>
              <td className={`${figure} pr-3`}>{formatPrice(line.unitPriceCents)}</td>
              <td className={figure}>{formatPrice(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <SumRow label={RECEIPT_WORDS.subtotal} amount={formatPrice(receipt.subtotalCents)} />
          {receipt.discount && (
            <SumRow
              label={`Discount (${receipt.discount.code})`}
              amount={formatPrice(-receipt.discount.amountCents)}
            />
          )}
          <SumRow label={receipt.delivery.label} amount={deliveryAmount(receipt.delivery.amountCents)} />
          {receipt.taxLines.map((tax) => (
            <SumRow key={tax.label} label={tax.label} amount={formatPrice(tax.amountCents)} />
          ))}
          <SumRow label={RECEIPT_WORDS.total} amount={formatPrice(receipt.totalCents)} strong />
        </tfoot>
      </table>

      <p className="mt-4 text-sm">{paymentLine(receipt)}</p>
      {receipt.testCheckout && <p className="text-sm text-stone-700">{RECEIPT_WORDS.testCheckout}</p>}

      <CreditNotes receipt={receipt} />
    </article>
  );
}

function SumRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-t border-stone-300 font-semibold' : undefined}>
      <th
        scope="row"
        colSpan={3}
        className={`${cell} text-right ${strong ? 'font-semibold' : 'font-normal'}`}
      >
        {label}
      </th>
      <td className={figure}>{amount}</td>
    </tr>
  );
}

function CreditNotes({ receipt }: { receipt: Receipt }) {
  if (receipt.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="receipt-credit-notes" className="mt-8">
      <h2 id="receipt-credit-notes" className="font-serif text-xl">
        {RECEIPT_WORDS.creditNotes}
      </h2>
      <table aria-labelledby="receipt-credit-notes" className="mt-2 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col" className={`${cell} font-medium`}>
              Credit note
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Date
            </th>
            <th scope="col" className={`${figure} pr-3 font-medium`}>
              Tax part
            </th>
            <th scope="col" className={`${figure} font-medium`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.creditNotes.map((note) => (
            <tr key={note.number} className="border-b border-stone-200">
              <th scope="row" className={`${cell} font-mono font-normal`}>
                {note.number}
              </th>
              <td className={cell}>{receiptDay(note.date)}</td>
              <td className={`${figure} pr-3`}>{formatPrice(note.taxCents)}</td>
              <td className={figure}>{formatPrice(note.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <SumRow
            label={RECEIPT_WORDS.refundedTotal}
            amount={formatPrice(receipt.refundedTotalCents)}
            strong
          />
        </tfoot>
      </table>
    </section>
  );
}
