import { categoryLabel } from '@shop/shared/catalog/catalog';
import type { AdminCategory, ShopCategory } from '@shop/shared/catalog/categories';
import { useMemo } from 'react';
import { api } from './api';

// The shop's categories (GET /api/categories) are read by the storefront's menus, filters and
// pages and by the admin's forms alike: one endpoint here, beside the other shared reads, so no
// feature imports another. The owner's changes invalidate 'Categories' (docs/product/rules.md).
const shopCategoriesApi = api.enhanceEndpoints({ addTagTypes: ['Categories'] }).injectEndpoints({
  endpoints: (build) => ({
    shopCategories: build.query<{ categories: ShopCategory[] }, void>({
      query: () => '/categories',
      providesTags: ['Categories'],
    }),
    /** Every category, hidden ones too, with product counts: the admin's forms and Categories page. */
    adminCategories: build.query<{ categories: AdminCategory[] }, void>({
      query: () => '/categories?include=hidden',
      providesTags: ['Categories'],
    }),
  }),
});

export const { useShopCategoriesQuery, useAdminCategoriesQuery } = shopCategoriesApi;

export interface ShopCategories {
  /** Shoppers' categories in menu order; empty until they have arrived. */
  list: ShopCategory[];
  loaded: boolean;
  find(handle: string): ShopCategory | undefined;
  /** The name shoppers read; a name made from the handle while the list is on its way. */
  nameOf(handle: string): string;
  /** A category's sizes in chart order; every size of every chart for '' or an unknown one. */
  sizesFor(handle: string): string[];
}

function lookups<C extends ShopCategory>(data: { categories: C[] } | undefined) {
  const list = data?.categories ?? [];
  const byHandle = new Map(list.map((category) => [category.handle, category]));
  const every = [...new Set(list.flatMap((category) => category.sizeChart.sizes.map((row) => row.size)))];
  return {
    list,
    loaded: data !== undefined,
    find: (handle: string) => byHandle.get(handle),
    nameOf: (handle: string) => byHandle.get(handle)?.name ?? categoryLabel(handle),
    sizesFor: (handle: string) => byHandle.get(handle)?.sizeChart.sizes.map((row) => row.size) ?? every,
  };
}

/** The shop's categories with the lookups pages need. */
export function useShopCategories(): ShopCategories {
  const { data } = useShopCategoriesQuery();
  return useMemo(() => lookups(data), [data]);
}

/** Every category, hidden ones too, for an admin's choices: the same lookups. */
export function useCategoryChoices(): ShopCategories & { list: AdminCategory[] } {
  const { data } = useAdminCategoriesQuery();
  return useMemo(() => lookups(data), [data]);
}
