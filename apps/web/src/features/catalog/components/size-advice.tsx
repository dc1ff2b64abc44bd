import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { type ReactNode, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '@/stores/session';
import { useSizeAdviceQuery } from '../api/size-advice-api';

/**
 * "Your size: L" under the product page's sizes, with one sentence of why (docs/product/rules.md,
 * Size advice); without enough to go on, that sentence alone. Asked for once the page runs in the
 * browser, so a server-rendered page neither waits for it nor shows a guest's answer to a shopper.
 */
export interface AdvisedChoice {
  /** 'Choose L', or 'Choose L in White' when the colour shown has no L left. */
  label: string;
  choose: () => void;
}

export function SizeAdvice({
  productId,
  choiceFor,
  soldOutOffer,
  guideId,
}: {
  productId: string;
  /** How the advised size can be picked in the size choice; null when no colour has it in stock. */
  choiceFor: (size: string) => AdvisedChoice | null;
  /** The way to hear when the advised size is back, when it is sold out (Back-in-stock alerts). */
  soldOutOffer?: (size: string) => ReactNode;
  /** The size guide's id, when the page shows one. */
  guideId?: string;
}) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const user = useSelector(selectUser);
  const { data } = useSizeAdviceQuery({ productId, userId: user?.id ?? null }, { skip: !running });
  if (!data) return null;
  const choice = data.size && !data.soldOut ? choiceFor(data.size) : null;
  const openGuide = () => {
    const guide = guideId ? document.getElementById(guideId) : null;
    if (guide instanceof HTMLDetailsElement) {
      guide.open = true;
      // Not every browser engine scrolls an element into view on request (jsdom does not).
      guide.scrollIntoView?.({ block: 'nearest' });
      guide.querySelector('summary')?.focus();
    }
  };
  return (
    <section aria-label="Size advice" className="rounded-md bg-stone-50 px-4 py-3 text-sm text-stone-700">
      {data.size && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-stone-900">
          <span>
            Your size: <strong>{sizeLabel(data.size)}</strong>
          </span>
          {choice && (
            <button
              type="button"
              onClick={choice.choose}
              className="rounded-md border border-stone-300 bg-white px-2.5 py-1 text-sm font-medium hover:border-stone-900"
            >
              {choice.label}
            </button>
          )}
        </p>
      )}
      <p className={data.size ? 'mt-1' : undefined}>
        {data.reason}
        {guideId && (
          <>
            {' '}
            <button type="button" onClick={openGuide} className="text-rose-800 underline hover:text-rose-900">
              See the measurements
            </button>
          </>
        )}
      </p>
      {data.size && data.soldOut && soldOutOffer && <div className="mt-3">{soldOutOffer(data.size)}</div>}
    </section>
  );
}
