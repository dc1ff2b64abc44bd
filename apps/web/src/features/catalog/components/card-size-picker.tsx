import { ONE_SIZE } from '@shop/shared/catalog/catalog';
import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { ColourDot } from '@/components/ui/colour-dot';
import { useShopColors } from '@/lib/shop-colors-api';
import { useDismiss } from '@/lib/use-dismiss';
import type { CardVariant } from '../card-product';
import { variantColour, variantColours } from '../colour-swatch';
import { SOLD_OUT, sizeStockNote } from '../stock-words';
import { variantSize } from '../variant-size';

export interface CardSizePickerProps {
  id: string;
  title: string;
  variants: CardVariant[];
  onChoose: (variant: CardVariant) => void;
  onClose: () => void;
  /** The card's cart button, where focus goes back when the picker closes. */
  opener: RefObject<HTMLButtonElement | null>;
  /** The colour the card shows (a listing filtered by it): its sizes come first. */
  colour?: string | null;
}

/**
 * The sizes of a card's product, over the lower part of the card (cards clip what sticks out,
 * and a grid of two narrow columns leaves no room beside them). A non-modal dialog: Escape,
 * a press outside or tabbing away close it.
 */
export function CardSizePicker({
  id,
  title,
  variants,
  onChoose,
  onClose,
  opener,
  colour: shown = null,
}: CardSizePickerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const shop = useShopColors();

  useEffect(() => {
    panelRef.current?.querySelector<HTMLButtonElement>('button[data-size]:not(:disabled)')?.focus();
  }, []);

  useDismiss({ active: true, within: panelRef, opener, onDismiss: onClose });

  const all = variantColours(variants);
  const colours = shown && all.includes(shown) ? [shown, ...all.filter((c) => c !== shown)] : all;
  // A one-size accessory in several colours is a choice of colour, and says so.
  const coloursOnly = colours.length > 1 && variants.every((v) => sizeLabel(variantSize(v)) === ONE_SIZE);

  const close = () => {
    onClose();
    opener.current?.focus();
  };
  const sizeButtons = (sizes: CardVariant[]) => (
    <div className="flex flex-wrap gap-1.5">
      {sizes.map((variant) => (
        <SizeButton
          key={variant.id}
          variant={variant}
          onChoose={() => {
            onChoose(variant);
            close();
          }}
        />
      ))}
    </div>
  );

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
          {coloursOnly ? 'Choose a colour' : 'Choose a size'} <span className="sr-only">for {title}</span>
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
      {coloursOnly ? (
        <div className="flex flex-wrap gap-1.5">
          {colours.flatMap((colour) =>
            variants
              .filter((variant) => variantColour(variant) === colour)
              .map((variant) => (
                <SizeButton
                  key={variant.id}
                  variant={variant}
                  label={shop.labelOf(colour)}
                  swatch={shop.swatchOf(colour)}
                  onChoose={() => {
                    onChoose(variant);
                    close();
                  }}
                />
              )),
          )}
        </div>
      ) : colours.length > 1 ? (
        // Several colours: a group of sizes per colour, named by its colour, so "M" is never
        // ambiguous and each button's name still starts with the size it shows (WCAG 2.5.3).
        <div className="flex flex-col gap-2">
          {colours.map((colour) => (
            <fieldset key={colour}>
              <legend className="mb-1.5 flex items-center gap-1.5 text-xs text-stone-700">
                <ColourDot hex={shop.swatchOf(colour)} className="h-3 w-3" />
                {shop.labelOf(colour)}
              </legend>
              {sizeButtons(variants.filter((variant) => variantColour(variant) === colour))}
            </fieldset>
          ))}
        </div>
      ) : (
        sizeButtons(variants)
      )}
    </div>
  );
}

/**
 * One size, named as it reads ("M, only 2 left"); with several colours its group names the colour.
 * A one-size product's button is its colour instead ("Navy, only 2 left"), with its swatch.
 */
function SizeButton({
  variant,
  onChoose,
  label,
  swatch,
}: {
  variant: CardVariant;
  onChoose: () => void;
  label?: string;
  swatch?: string;
}) {
  const size = label ?? sizeLabel(variantSize(variant));
  // In words, not only a faint crossed-out size: "Sold out", or "Only 2 left".
  const note = sizeStockNote(variant);
  const soldOut = note === SOLD_OUT;
  return (
    <button
      type="button"
      data-size
      disabled={soldOut}
      aria-label={note ? `${size}, ${note.toLowerCase()}` : size}
      onClick={onChoose}
      className="group/size flex min-w-9 flex-col items-center justify-center rounded-md border border-stone-300 px-2 py-1.5 text-sm text-stone-900 transition enabled:hover:border-stone-900 enabled:hover:bg-stone-900 enabled:hover:text-white disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-50"
    >
      <span className={`flex items-center gap-1.5 ${soldOut ? 'text-stone-500 line-through' : ''}`}>
        {swatch && <ColourDot hex={swatch} className="h-3 w-3" />}
        {size}
      </span>
      {note && (
        // With a space between, the text reads "M Sold out" as its name does, not "MSold out".
        <>
          {' '}
          <span
            className={`text-[11px] leading-tight ${soldOut ? 'text-stone-700' : 'font-medium text-rose-800 group-hover/size:text-white'}`}
          >
            {note}
          </span>
        </>
      )}
    </button>
  );
}
