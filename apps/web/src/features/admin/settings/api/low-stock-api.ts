import type { LowStockSettings, LowStockSettingsBody } from '@shop/shared/catalog/low-stock-schemas';
import { api } from '@/lib/api';

/** The owner's morning stock mail (docs/product/api.md, Low stock mail): on or off, its hour and threshold. */
const lowStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    lowStockSettings: build.query<LowStockSettings, void>({
      query: () => '/low-stock/settings',
      keepUnusedDataFor: 0,
    }),
    saveLowStockSettings: build.mutation<LowStockSettings, LowStockSettingsBody>({
      query: (body) => ({ url: '/low-stock/settings', method: 'PUT', body }),
    }),
  }),
});

export const { useLowStockSettingsQuery, useSaveLowStockSettingsMutation } = lowStockApi;
