import type { SavedShippingSettings, ShippingSettings } from '@shop/shared/orders/shipping-zones-schemas';
import { api } from '@/lib/api';

/** Shipping settings (docs/product/api.md, Shipping): read, and replaced as a whole on save. */
const shippingSettingsApi = api.enhanceEndpoints({ addTagTypes: ['ShippingSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getShippingSettings: build.query<SavedShippingSettings, void>({
      query: () => '/shipping/settings',
      providesTags: ['ShippingSettings'],
      keepUnusedDataFor: 0,
    }),
    saveShippingSettings: build.mutation<SavedShippingSettings, ShippingSettings>({
      query: (body) => ({ url: '/shipping/settings', method: 'PUT', body }),
      // The answer is the settings as saved, new zones and methods with their ids: it becomes the
      // page's copy at once, so a second save cannot add the same new method again.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(shippingSettingsApi.util.upsertQueryData('getShippingSettings', undefined, data));
        } catch {
          // A refusal is the page's to show; the copy it has stays as it was.
        }
      },
    }),
  }),
});

export const { useGetShippingSettingsQuery, useSaveShippingSettingsMutation } = shippingSettingsApi;
