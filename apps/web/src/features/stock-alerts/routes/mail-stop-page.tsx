import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useStopMailMutation } from '../api/stock-alerts-api';
import { LinkPage } from '../components/link-page';
import { useLinkAnswer } from '../use-link-answer';

/**
 * The stop link of a back-in-stock alert or a checkout reminder (/mail/stop?t=…): that kind of
 * mail stops for the address it went to, on opening, with no login (docs/product/rules.md, Mail
 * a shopper can stop).
 */
export function MailStopPage() {
  usePageMeta('Stop emails — Velora');
  const [search] = useSearchParams();
  const [stop] = useStopMailMutation();
  const post = useCallback((token: string) => stop({ token }).unwrap(), [stop]);
  const { result, retry } = useLinkAnswer(search.get('t') ?? '', post);
  return (
    <LinkPage title="Stop emails" working="Stopping…" result={result} retry={retry}>
      {({ message }) => (
        <>
          <p className="text-lg text-stone-900">{message}</p>
          <Link
            to={paths.shop}
            className="mt-6 inline-block font-medium text-rose-800 underline hover:text-rose-900"
          >
            Back to shop
          </Link>
        </>
      )}
    </LinkPage>
  );
}
