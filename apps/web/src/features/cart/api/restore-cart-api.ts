import type { RestoredCart } from '@shop/shared/orders/checkout-reminders-schemas';
import { api } from '@/lib/api';

/** A reminder's 'Back to my cart' link (docs/product/api.md, Checkout reminders): its lines as they are today. */
const restoreCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    restoreCart: build.mutation<RestoredCart, string>({
      query: (token) => ({ url: '/orders/restore-cart', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useRestoreCartMutation } = restoreCartApi;
