import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { Fragment, useEffect, useRef, useState } from 'react';
import { BackInStockRequest } from './back-in-stock-request';

export interface SoldOutSize {
  variantId: string;
  size: string;
}

/**
 * Under the product page's sizes: the chosen colour's sold-out sizes, which cannot be bought
 * but can be picked to hear when one is back ('Sold out: XS, M. Tell me when one is back.'). A
 * picked size opens its request, and focus moves to its sentence ('M is sold out in Gold.'); a
 * logged-in shopper's request is sent with that press, their one tap. A colour with a single
 * size, sold out, offers its request at once.
 */
export function SoldOutSizes({
  sizes,
  colour,
  initial,
}: {
  sizes: readonly SoldOutSize[];
  colour: string | null;
  /** A size to open on (the product link's `size`), when it is one of these. */
  initial?: string | null;
}) {
  const only = sizes.length === 1 ? sizes[0] : undefined;
  const [picked, setPicked] = useState<string | null>(
    () => sizes.find((entry) => entry.size.toLowerCase() === initial?.toLowerCase())?.variantId ?? null,
  );
  const [moveFocus, setMoveFocus] = useState(false);
  // Opened by pressing a size (not by the link's size): a shopper's request goes at once.
  const [pressed, setPressed] = useState(false);
  const sentence = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (moveFocus) {
      sentence.current?.focus();
      setMoveFocus(false);
    }
  }, [moveFocus]);
  if (sizes.length === 0) return null;
  const open = only ?? sizes.find((entry) => entry.variantId === picked);
  return (
    <div className="flex flex-col gap-2 text-sm text-stone-700">
      {!only && (
        <p>
          Sold out:{' '}
          {sizes.map((entry, index) => (
            <Fragment key={entry.variantId}>
              {index > 0 && ', '}
              <button
                type="button"
                aria-pressed={picked === entry.variantId}
                aria-label={`Tell me when ${sizeLabel(entry.size)} is back`}
                onClick={() => {
                  setPicked(entry.variantId);
                  setPressed(true);
                  setMoveFocus(true);
                }}
                className="-mx-0.5 rounded px-0.5 font-medium text-rose-800 underline hover:text-rose-900 aria-pressed:bg-stone-900 aria-pressed:text-white aria-pressed:no-underline"
              >
                {sizeLabel(entry.size)}
              </button>
            </Fragment>
          ))}
          . Tell me when one is back.
        </p>
      )}
      {open && (
        <BackInStockRequest
          key={open.variantId}
          variantId={open.variantId}
          size={open.size}
          colour={colour}
          headingRef={sentence}
          askAtOnce={pressed}
        />
      )}
    </div>
  );
}
