// The bodies and answers of the colours API (docs/product/api.md, Colours), used by its forms too.
import { z } from 'zod';
import { COLOR_FAMILIES, COLOR_NAME_MAX, SWATCH_HEX, tidyColorName } from './colors';

export const COLOR_MESSAGES = {
  name: `A colour's name is 1 to ${COLOR_NAME_MAX} characters, such as Navy or Oatmeal`,
  family: `Family must be one of: ${COLOR_FAMILIES.join(', ')}`,
  swatch: 'A swatch is a colour such as #1f2a44, or empty',
  familyUnknown: (name: string) =>
    `Choose a family for ${name}: the shop cannot tell which of ${COLOR_FAMILIES.join(', ')} it belongs to`,
  taken: (name: string) => `The shop has a colour called ${name} already`,
  created: 'Colour added',
  updated: 'Colour updated',
} as const;

/** A colour's fields, as the colours API and the vocabulary file check them. */
export const colorFields = {
  name: z
    .string({ error: COLOR_MESSAGES.name })
    .transform(tidyColorName)
    .pipe(z.string().min(1, COLOR_MESSAGES.name).max(COLOR_NAME_MAX, COLOR_MESSAGES.name)),
  family: z.enum(COLOR_FAMILIES, { error: () => COLOR_MESSAGES.family }),
  swatch: z
    .string({ error: COLOR_MESSAGES.swatch })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.string().regex(SWATCH_HEX, COLOR_MESSAGES.swatch))
    .nullable(),
};

/** `POST /api/colors`: the family is guessed from the name when left out. */
export const createColorSchema = z.strictObject({
  name: colorFields.name,
  family: colorFields.family.optional(),
  swatch: colorFields.swatch.optional(),
});
export type CreateColorBody = z.output<typeof createColorSchema>;

/** `PATCH /api/colors/:id`: a new name renames the colour on every product that comes in it. */
export const updateColorSchema = createColorSchema.partial();
export type UpdateColorBody = z.output<typeof updateColorSchema>;

export const colorIdParams = z.object({ id: z.uuid({ error: 'id must be a colour id' }) });

export const shopColorSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.enum(COLOR_FAMILIES),
  swatch: z.string().nullable(),
});
export const colorListSchema = z.object({ colors: z.array(shopColorSchema) });
export const colorResponseSchema = z.object({ message: z.string(), color: shopColorSchema });
