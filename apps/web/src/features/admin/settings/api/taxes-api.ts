import type { TaxSettings, TaxSettingsBody } from '@shop/shared/orders/taxes/taxes-schemas';
import { api } from '@/lib/api';

/** Tax settings (docs/product/api.md, Taxes): read, and replaced as a whole on save. */
const taxesApi = api.enhanceEndpoints({ addTagTypes: ['TaxSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getTaxSettings: build.query<TaxSettings, void>({
      query: () => '/taxes',
      providesTags: ['TaxSettings'],
      keepUnusedDataFor: 0,
    }),
    saveTaxSettings: build.mutation<TaxSettings & { message?: string }, TaxSettingsBody>({
      query: (body) => ({ url: '/taxes', method: 'PUT', body }),
      // The answer is the settings as saved (places in the shop's order): the page's copy at once.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(taxesApi.util.upsertQueryData('getTaxSettings', undefined, data));
        } catch {
          // A refusal is the page's to show; the copy it has stays as it was.
        }
      },
    }),
  }),
});

export const { useGetTaxSettingsQuery, useSaveTaxSettingsMutation } = taxesApi;
