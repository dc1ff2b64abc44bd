import type {
  colorResponseSchema,
  createColorSchema,
  updateColorSchema,
} from '@shop/shared/catalog/colors-schemas';
import type { z } from 'zod';
import { api } from '@/lib/api';

export type ColorBody = z.input<typeof createColorSchema>;
export type ColorPatch = z.input<typeof updateColorSchema>;
export type ColorAnswer = z.infer<typeof colorResponseSchema>;

/**
 * Adding and changing the shop's colours; the list itself is read through lib/shop-colors-api.ts,
 * which the storefront shares. A new name is every product's that comes in the colour and a new
 * family moves them in the shop's filter, so the catalog's and the admin's kept product answers
 * refetch as well as the colours.
 */
const colorsApi = api
  .enhanceEndpoints({ addTagTypes: ['Colors', 'Catalog', 'AdminProducts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createColor: build.mutation<ColorAnswer, ColorBody>({
        query: (body) => ({ url: '/colors', method: 'POST', body }),
        invalidatesTags: ['Colors', 'Catalog', 'AdminProducts'],
      }),
      updateColor: build.mutation<ColorAnswer, { id: string; body: ColorPatch }>({
        query: ({ id, body }) => ({ url: `/colors/${encodeURIComponent(id)}`, method: 'PATCH', body }),
        invalidatesTags: ['Colors', 'Catalog', 'AdminProducts'],
      }),
    }),
  });

export const { useCreateColorMutation, useUpdateColorMutation } = colorsApi;
