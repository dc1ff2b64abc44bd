import type { CatalogVariant } from '@shop/shared/catalog-schemas';
import { X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { variantSize } from '../variant-size';

export interface CardSizePickerProps {
  id: string;
  title: string;
  variants: CatalogVariant[];
  onChoose: (variant: CatalogVariant) => void;
  onClose: () => void;
  /** The card's cart button, where focus goes back when the picker closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The sizes of a card's product, over the lower part of the card (cards clip what sticks out,
 * and a grid of two narrow columns leaves no room beside them). A non-modal dialog: Escape,
 * a press outside or tabbing away close it.
 */
export function CardSizePicker({ id, title, variants, onChoose, onClose, opener }: CardSizePickerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    panelRef.current?.querySelector<HTMLButtonElement>('button[data-size]:not(:disabled)')?.focus();
  }, []);

  useEffect(() => {
    const inside = (target: EventTarget | null) => panelRef.current?.contains(target as Node) ?? false;
    const onPointerDown = (event: PointerEvent) => {
      if (inside(event.target)) return;
      onClose();
      // The press moves focus after this event: to what was pressed if that takes focus, else
      // nowhere, and only then does the shopper need to be put back on the cart button.
      setTimeout(() => {
        if (document.activeElement === document.body) opener.current?.focus();
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      opener.current?.focus();
    };
    // Tabbing away closes it, so it never hides the card from whoever is reading on.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [onClose, opener]);

  const close = () => {
    onClose();
    opener.current?.focus();
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      className="absolute inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:p-4"
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium text-stone-900">
          Choose a size <span className="sr-only">for {title}</span>
        </h4>
        <button
          type="button"
          aria-label="Close"
          onClick={close}
          className="-m-1 shrink-0 rounded p-1 text-stone-600 hover:text-stone-900"
        >
          <X aria-hidden="true" size={16} />
        </button>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {variants.map((variant) => {
          const size = variantSize(variant);
          const soldOut = !variant.availableForSale;
          return (
            <button
              key={variant.id}
              type="button"
              data-size
              disabled={soldOut}
              aria-label={soldOut ? `${size} (sold out)` : size}
              onClick={() => {
                onChoose(variant);
                close();
              }}
              className="min-w-9 rounded-md border border-stone-300 px-2 py-1.5 text-sm text-stone-900 transition enabled:hover:border-stone-900 enabled:hover:bg-stone-900 enabled:hover:text-white disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400 disabled:line-through"
            >
              {size}
            </button>
          );
        })}
      </div>
    </div>
  );
}
