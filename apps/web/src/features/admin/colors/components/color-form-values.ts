import { toNestErrors } from '@hookform/resolvers';
import { guessColorFamily } from '@shop/shared/catalog/color-families';
import {
  type ColorFamily,
  FAMILY_SWATCHES,
  type ShopColor,
  SWATCH_HEX,
  tidyColorName,
} from '@shop/shared/catalog/colors';
import { COLOR_MESSAGES, createColorSchema, updateColorSchema } from '@shop/shared/catalog/colors-schemas';
import type { FieldError, Resolver } from 'react-hook-form';
import type { ColorBody } from '../api/colors-api';

export interface ColorFormValues {
  name: string;
  /** Empty while a new colour's name says nothing the shop can guess a family from. */
  family: ColorFamily | '';
  /** The swatch as typed, kept while the owner tries 'No swatch of its own' on and off. */
  swatch: string;
  /** The colour shows its family's swatch (null is sent). */
  noSwatch: boolean;
}

export type ColorField = 'name' | 'family' | 'swatch';
export const COLOR_FIELDS: readonly ColorField[] = ['name', 'family', 'swatch'];

export function valuesOf(color: ShopColor | null): ColorFormValues {
  return {
    name: color?.name ?? '',
    family: color?.family ?? '',
    swatch: color?.swatch ?? '',
    noSwatch: color ? color.swatch === null : true,
  };
}

/** Six hex digits typed without their '#' are a swatch all the same. */
export function swatchOf(typed: string): string {
  const hex = typed.trim();
  return /^[0-9a-f]{6}$/i.test(hex) ? `#${hex.toLowerCase()}` : hex.toLowerCase();
}

/** What shoppers would see: the swatch typed when it is one, else the family's. */
export function shownSwatch(values: Pick<ColorFormValues, 'family' | 'swatch' | 'noSwatch'>): string | null {
  const own = swatchOf(values.swatch);
  if (!values.noSwatch && SWATCH_HEX.test(own)) return own;
  return values.family ? FAMILY_SWATCHES[values.family] : null;
}

/**
 * The body POST sends, and PATCH whole. A new colour without a family leaves it out, so the
 * server guesses it from the name (and says so under Family when it cannot).
 */
export function bodyOf(values: ColorFormValues): ColorBody {
  return {
    name: values.name,
    ...(values.family ? { family: values.family } : {}),
    swatch: values.noSwatch ? null : swatchOf(values.swatch),
  };
}

/**
 * The shared schema of the body checks the form, so it refuses what the server would, and so do
 * the shop's own colours: a name it has in any case, a family it could not guess.
 */
export function colorResolver(
  color: ShopColor | null,
  find: (name: string) => ShopColor | undefined,
): Resolver<ColorFormValues> {
  const schema = color ? updateColorSchema : createColorSchema;
  return async (values, _context, options) => {
    const body = bodyOf(values);
    const errors: Partial<Record<ColorField, FieldError>> = {};
    for (const issue of schema.safeParse(body).error?.issues ?? []) {
      const field = COLOR_FIELDS.find((name) => name === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    const name = tidyColorName(values.name);
    const same = errors.name ? undefined : find(name);
    if (same && same.id !== color?.id)
      errors.name = { type: 'validate', message: COLOR_MESSAGES.taken(same.name) };
    if (!errors.name && !values.family && !guessColorFamily(name))
      errors.family = { type: 'validate', message: COLOR_MESSAGES.familyUnknown(name) };
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toNestErrors<ColorFormValues>(errors, options) };
  };
}
