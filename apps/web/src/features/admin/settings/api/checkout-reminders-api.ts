import type {
  CheckoutReminderSettings,
  CheckoutReminderSettingsBody,
} from '@shop/shared/orders/checkout-reminders-schemas';
import { api } from '@/lib/api';

/** The owner's checkout reminders (docs/product/api.md, Checkout reminders): the setting and its figures. */
const checkoutRemindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutReminders: build.query<CheckoutReminderSettings, void>({
      query: () => '/orders/checkout-reminders',
      keepUnusedDataFor: 0,
    }),
    saveCheckoutReminders: build.mutation<CheckoutReminderSettings, CheckoutReminderSettingsBody>({
      query: (body) => ({ url: '/orders/checkout-reminders', method: 'PUT', body }),
    }),
  }),
});

export const { useCheckoutRemindersQuery, useSaveCheckoutRemindersMutation } = checkoutRemindersApi;
