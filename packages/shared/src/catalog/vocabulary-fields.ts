// The fields of a product that name the shop's own words: its category, colour and sizes. Their
// shape is checked here; which of them the shop has, the server checks against its rows
// (docs/product/rules.md, Categories, Colours and Sizes).
import { z } from 'zod';
import { CATEGORY_HANDLE, CATEGORY_HANDLE_MAX, SIZE_LABEL, SIZE_LABEL_MAX } from './categories';
import { COLOR_NAME_MAX, tidyColorName } from './colors';
import { canonicalSize } from './size-charts';

const SIZE_MESSAGE = 'A size is letters, digits, spaces, dots, slashes or hyphens, such as M, 38 or 7.5';

/** A category's handle. */
export const categoryField = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(CATEGORY_HANDLE_MAX, required)
    .regex(CATEGORY_HANDLE, required);

/** A colour by name, any case, its spaces tidied. */
export const colorField = (required: string) =>
  z
    .string({ error: required })
    .transform(tidyColorName)
    .pipe(
      z
        .string()
        .min(1, required)
        .max(COLOR_NAME_MAX, `A colour's name is at most ${COLOR_NAME_MAX} characters`),
    );

/** A size of a chart, read through its common spellings ('small' → 'S'). */
export const sizeField = z
  .string({ error: 'Size is required' })
  .transform(canonicalSize)
  .pipe(
    z.string().min(1, 'Size is required').max(SIZE_LABEL_MAX, SIZE_MESSAGE).regex(SIZE_LABEL, SIZE_MESSAGE),
  );
