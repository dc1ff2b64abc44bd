import { STOCK_ALERT_MESSAGES } from '@shop/shared/catalog/stock-alerts-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@/lib/api-error';

/** Where a page opened from a mailed link is: its answer, a link the server refused, or a failure to ask. */
export type LinkAnswer<T> =
  | { state: 'asking' }
  | { state: 'done'; answer: T }
  | { state: 'invalid'; message: string }
  | { state: 'failed'; message: string };

const TRY_AGAIN = 'This could not be done just now. Please try again.';

/**
 * Posts a mailed link's token once when the page opens (not again when React runs the effect a
 * second time in development) and answers what came of it; `retry` asks again after a failure.
 */
export function useLinkAnswer<T>(token: string, post: (token: string) => Promise<T>) {
  const [result, setResult] = useState<LinkAnswer<T>>(() =>
    token ? { state: 'asking' } : { state: 'invalid', message: STOCK_ALERT_MESSAGES.linkNotValid },
  );
  const asked = useRef<string | null>(null);
  const ask = useCallback(async () => {
    setResult({ state: 'asking' });
    try {
      setResult({ state: 'done', answer: await post(token) });
    } catch (error) {
      const refused =
        typeof error === 'object' && error !== null && 'status' in error && error.status === 400;
      setResult(
        refused
          ? { state: 'invalid', message: apiErrorMessage(error) ?? STOCK_ALERT_MESSAGES.linkNotValid }
          : { state: 'failed', message: TRY_AGAIN },
      );
    }
  }, [token, post]);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void ask();
  }, [token, ask]);
  return { result, retry: ask };
}
