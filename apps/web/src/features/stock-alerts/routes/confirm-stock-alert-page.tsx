import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useConfirmStockAlertMutation } from '../api/stock-alerts-api';
import { LinkPage } from '../components/link-page';
import { useLinkAnswer } from '../use-link-answer';

/** The link a guest's back-in-stock request mailed (/stock-alerts/confirm?t=…): confirmed on opening. */
export function ConfirmStockAlertPage() {
  usePageMeta('Back-in-stock alert — Velora');
  const [search] = useSearchParams();
  const [confirm] = useConfirmStockAlertMutation();
  const post = useCallback((token: string) => confirm({ token }).unwrap(), [confirm]);
  const { result, retry } = useLinkAnswer(search.get('t') ?? '', post);
  return (
    <LinkPage title="Back-in-stock alert" working="Confirming…" result={result} retry={retry}>
      {({ message, product }) => (
        <>
          <p className="text-lg text-stone-900">{message}</p>
          <p className="mt-2">We'll email you once, when it is back.</p>
          {product && (
            <Link
              to={`${paths.product(product.handle)}?${new URLSearchParams({ color: product.color, size: product.size })}`}
              className="mt-6 inline-block font-medium text-rose-800 underline hover:text-rose-900"
            >
              {`Back to ${product.title} in ${sizeLabel(product.size)}`}
            </Link>
          )}
        </>
      )}
    </LinkPage>
  );
}
