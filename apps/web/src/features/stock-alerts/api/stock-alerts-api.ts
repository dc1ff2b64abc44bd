import type {
  MailStopAnswer,
  StockAlertAnswer,
  StockAlertBody,
  StockAlertConfirmed,
} from '@shop/shared/catalog/stock-alerts-schemas';
import { api } from '@/lib/api';

/** Back-in-stock alerts and the stop link of shop mail (docs/product/api.md, Back-in-stock alerts). */
const stockAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 'Tell me when it's back': the same answer whatever the address did before. */
    requestStockAlert: build.mutation<StockAlertAnswer, StockAlertBody>({
      query: (body) => ({ url: '/stock-alerts', method: 'POST', body }),
    }),
    confirmStockAlert: build.mutation<StockAlertConfirmed, { token: string }>({
      query: (body) => ({ url: '/stock-alerts/confirm', method: 'POST', body }),
    }),
    stopMail: build.mutation<MailStopAnswer, { token: string }>({
      query: (body) => ({ url: '/mail/stop', method: 'POST', body }),
    }),
  }),
});

export const { useRequestStockAlertMutation, useConfirmStockAlertMutation, useStopMailMutation } =
  stockAlertsApi;
