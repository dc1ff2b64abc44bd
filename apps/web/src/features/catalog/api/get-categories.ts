import { api } from '@/lib/api';

const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<{ categories: string[] }, void>({
      query: () => '/shopify-products/categories',
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
