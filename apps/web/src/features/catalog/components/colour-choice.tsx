import { ColourDot } from '@/components/ui/colour-dot';
import { useShopColors } from '@/lib/shop-colors-api';
import { SOLD_OUT } from '../stock-words';

export interface ColourChoiceProps {
  name: string;
  colours: readonly string[];
  /** Colours none of whose sizes can be bought: still choosable, to see them, but said so. */
  soldOut: ReadonlySet<string>;
  value: string;
  onChange: (colour: string) => void;
}

/** The product page's colour swatches, each with its name, above the sizes. */
export function ColourChoice({ name, colours, soldOut, value, onChange }: ColourChoiceProps) {
  const shop = useShopColors();
  const labelId = `${name}-label`;
  // A radio group named 'Colour' in its own right: screen readers say what is chosen here even
  // for an accessory with no sizes to choose, where nothing else on the page says "colour".
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 text-sm font-medium text-stone-900">
        Colour
      </p>
      <div className="flex flex-wrap gap-2">
        {colours.map((colour) => {
          const label = shop.labelOf(colour);
          const gone = soldOut.has(colour);
          return (
            <label
              key={colour}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 py-1.5 pr-3.5 pl-1.5 text-sm text-stone-900 has-[:checked]:border-stone-900 has-[:checked]:ring-1 has-[:checked]:ring-stone-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-700"
            >
              <input
                type="radio"
                name={name}
                value={colour}
                aria-label={gone ? `${label}, ${SOLD_OUT.toLowerCase()}` : label}
                checked={value === colour}
                onChange={() => onChange(colour)}
                className="sr-only"
              />
              <ColourDot hex={shop.swatchOf(colour)} className="h-6 w-6" />
              <span>{label}</span>
              {gone && (
                <span aria-hidden="true" className="text-xs text-stone-600">
                  {SOLD_OUT}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
