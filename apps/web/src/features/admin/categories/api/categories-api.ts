import type {
  catalogVocabularySchema,
  categoryDeletedSchema,
  categoryResponseSchema,
  createCategorySchema,
  updateCategorySchema,
  vocabularyImportedSchema,
} from '@shop/shared/catalog/categories-schemas';
import type { z } from 'zod';
import { api } from '@/lib/api';

/** What the form sends: measurements may be left out or null, sizes as the owner typed them. */
export type CategoryBody = z.input<typeof createCategorySchema>;
export type CategoryPatch = z.input<typeof updateCategorySchema>;
export type CategoryAnswer = z.infer<typeof categoryResponseSchema>;
export type CategoryDeleted = z.infer<typeof categoryDeletedSchema>;

/**
 * Adding, changing and deleting the shop's categories (docs/product/api.md, Categories); the list
 * itself is read through lib/shop-categories-api.ts, which the storefront shares. A rename moves
 * products to the new handle and a delete moves them to another category, so the catalog's and
 * the admin's kept product answers refetch as well as the categories.
 */
const categoriesApi = api
  .enhanceEndpoints({ addTagTypes: ['Categories', 'Colors', 'Catalog', 'AdminProducts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createCategory: build.mutation<CategoryAnswer, CategoryBody>({
        query: (body) => ({ url: '/categories', method: 'POST', body }),
        invalidatesTags: ['Categories', 'Catalog', 'AdminProducts'],
      }),
      updateCategory: build.mutation<CategoryAnswer, { id: string; body: CategoryPatch }>({
        query: ({ id, body }) => ({ url: `/categories/${encodeURIComponent(id)}`, method: 'PATCH', body }),
        invalidatesTags: ['Categories', 'Catalog', 'AdminProducts'],
      }),
      deleteCategory: build.mutation<CategoryDeleted, { id: string; moveTo?: string }>({
        query: ({ id, moveTo }) => ({
          url: `/categories/${encodeURIComponent(id)}`,
          method: 'DELETE',
          params: moveTo === undefined ? undefined : { moveTo },
        }),
        invalidatesTags: ['Categories', 'Catalog', 'AdminProducts'],
      }),
      /** The categories and colours of a vocabulary file another shop exported. */
      importVocabulary: build.mutation<
        z.infer<typeof vocabularyImportedSchema>,
        z.input<typeof catalogVocabularySchema>
      >({
        query: (body) => ({ url: '/catalog-vocabulary', method: 'PUT', body }),
        invalidatesTags: ['Categories', 'Colors', 'Catalog', 'AdminProducts'],
      }),
    }),
  });

export const {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useImportVocabularyMutation,
} = categoriesApi;
