import { ORDER_MESSAGES } from '@shop/shared/orders/orders';
import { receiptPdfPath } from '@shop/shared/orders/receipts/receipt-schemas';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useGetReceiptQuery } from '../api/receipt-api';
import { ReceiptView } from '../components/receipt-view';
// The print rules: a stylesheet of its own, as the Content-Security-Policy refuses inline styles.
import './receipt-print.css';

/**
 * A paid order's receipt, to read, print or download as a PDF: for whoever may see the order
 * (its shopper, an admin, a guest's browser or private link, `?token=` passed on as it came);
 * the server decides, and answers anyone else as if there were no such order.
 */
export function ReceiptPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const {
    data: receipt,
    isLoading,
    isError,
  } = useGetReceiptQuery({ id: orderId, token }, { skip: !orderId });
  usePageMeta(receipt ? `Receipt ${receipt.invoiceNumber} — Velora` : 'Receipt — Velora');
  const orderPage = `${paths.order(orderId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      {isLoading ? (
        <p aria-live="polite">Loading...</p>
      ) : isError || !receipt ? (
        <div className="space-y-4">
          <h1 className="font-serif text-3xl text-stone-900">Receipt</h1>
          <p role="alert" className="text-red-700">
            {ORDER_MESSAGES.orderNotFound}
          </p>
          {orderId && (
            <Link to={orderPage} className="font-medium text-rose-800 underline">
              Back to the order
            </Link>
          )}
        </div>
      ) : (
        <>
          <ReceiptView
            receipt={receipt}
            actions={
              <div className="flex flex-wrap items-center gap-3 print:hidden">
                <button
                  type="button"
                  onClick={() => window.print()}
                  className="rounded-md bg-stone-900 px-4 py-2 text-white"
                >
                  Print
                </button>
                <a
                  href={receiptPdfPath(orderId, token)}
                  download
                  className="rounded-md border border-stone-900 px-4 py-2 font-medium text-stone-900"
                >
                  Download PDF
                </a>
              </div>
            }
          />
          <Link to={orderPage} className="mt-8 inline-block font-medium text-rose-800 underline print:hidden">
            Back to the order
          </Link>
        </>
      )}
    </div>
  );
}
