import { errorResponseSchema, messageResponseSchema } from '@shop/shared/api-schemas';
import { adminProductListSchema, adminProductSchema } from '@shop/shared/catalog/admin-products-schemas';
import { bulkProductsResultSchema } from '@shop/shared/catalog/bulk-products-schemas';
import {
  catalogProductSchema,
  categoriesResponseSchema,
  productListResponseSchema,
} from '@shop/shared/catalog/catalog-schemas';
import {
  catalogVocabularySchema,
  categoryDeletedSchema,
  categoryListSchema,
  categoryResponseSchema,
  vocabularyImportedSchema,
} from '@shop/shared/catalog/categories-schemas';
import { colorListSchema, colorResponseSchema } from '@shop/shared/catalog/colors-schemas';
import { lowStockSettingsSchema, productThresholdSchema } from '@shop/shared/catalog/low-stock-schemas';
import { importResultSchema } from '@shop/shared/catalog/product-csv';
import {
  canReviewResponseSchema,
  postReviewResponseSchema,
  productReviewsResponseSchema,
  reviewSchema,
} from '@shop/shared/catalog/reviews-schemas';
import { sizeAdviceResponseSchema } from '@shop/shared/catalog/size-advice-schemas';
import {
  mailStopAnswerSchema,
  stockAlertAnswerSchema,
  stockAlertConfirmedSchema,
  stockAlertsWaitingSchema,
} from '@shop/shared/catalog/stock-alerts-schemas';
import { wishlistItemSchema, wishlistResponseSchema } from '@shop/shared/catalog/wishlist-schemas';
import { cartResponseSchema } from '@shop/shared/orders/cart-schemas';
import {
  checkoutReminderSettingsSchema,
  restoreCartResponseSchema,
} from '@shop/shared/orders/checkout-reminders-schemas';
import {
  claimLinkResponseSchema,
  claimResponseSchema,
  guestOrdersOfferSchema,
} from '@shop/shared/orders/guest-orders';
import { orderPoliciesResponseSchema } from '@shop/shared/orders/order-policies';
import {
  checkoutResponseSchema,
  orderListResponseSchema,
  orderSchema,
} from '@shop/shared/orders/orders-schemas';
import { receiptSchema } from '@shop/shared/orders/receipts/receipt-schemas';
import { refundSchema } from '@shop/shared/orders/refunds-schemas';
import { returnListResponseSchema, returnRecordSchema } from '@shop/shared/orders/returns-schemas';
import {
  addressListResponseSchema,
  addressResponseSchema,
  shippingCountriesResponseSchema,
  shippingMethodsResponseSchema,
} from '@shop/shared/orders/shipping-schemas';
import {
  shippingRatesResponseSchema,
  shippingSettingsResponseSchema,
} from '@shop/shared/orders/shipping-zones-schemas';
import { taxRateAnswerSchema, taxSettingsResponseSchema } from '@shop/shared/orders/taxes/taxes-schemas';
import {
  loginResponseSchema,
  meResponseSchema,
  resetLinkResponseSchema,
} from '@shop/shared/people/auth-schemas';
import { contactMessageListSchema, contactMessageSchema } from '@shop/shared/people/contact-schemas';
import { measurementsResponseSchema } from '@shop/shared/people/measurements';
import { userResponseSchema, usersResponseSchema } from '@shop/shared/people/users-schemas';
import {
  currentSalesSchema,
  discountListSchema,
  discountPreviewSchema,
  discountResponseSchema,
  saleListSchema,
  saleResponseSchema,
} from '@shop/shared/promotions/promotions-schemas';
import {
  discountReportSchema,
  productReportSchema,
  salesReportSchema,
  stockReportSchema,
} from '@shop/shared/reports/reports-schemas';
import { adminStatsSchema, userStatsSchema } from '@shop/shared/stats-schemas';
import { taxReportSchema } from '@shop/shared/stats-tax-schemas';
import { uploadImageResponseSchema } from '@shop/shared/uploads-schemas';
import { type ZodType, z } from 'zod';

/**
 * The answers the server documents for each API route the web app calls, so a test's fake
 * answer is the one the server would give: when a schema changes, the fakes that no longer
 * match fail instead of testing a page against an answer that cannot happen. Paths are as
 * `mockApi` keys them (without /api); the server's route files hold the same schemas, and a
 * route the app starts calling is added here. Where two patterns match a path, the first wins
 * (literal segments before `:params`), as the server's router decides.
 */
const routes: readonly [method: string, pattern: string, success: ZodType][] = [
  ['POST', '/auth/register', userResponseSchema],
  ['POST', '/auth/login', loginResponseSchema],
  ['POST', '/auth/logout', messageResponseSchema],
  ['GET', '/auth/me', meResponseSchema],
  ['PATCH', '/auth/edit-profile', userResponseSchema],
  ['PATCH', '/auth/edit-profile/:userId', userResponseSchema],
  ['GET', '/auth/users', usersResponseSchema],
  ['DELETE', '/auth/users/:id', messageResponseSchema],
  ['PUT', '/auth/users/:id', userResponseSchema],
  ['GET', '/users/me/measurements', measurementsResponseSchema],
  ['PUT', '/users/me/measurements', measurementsResponseSchema],
  // 204: no body at all.
  ['DELETE', '/users/me/measurements', z.null()],
  ['POST', '/password/forget-password', messageResponseSchema],
  ['GET', '/reset-password', resetLinkResponseSchema],
  ['POST', '/reset-password', messageResponseSchema],
  ['POST', '/contact', messageResponseSchema],
  ['POST', '/stock-alerts', stockAlertAnswerSchema],
  ['POST', '/stock-alerts/confirm', stockAlertConfirmedSchema],
  ['GET', '/stock-alerts/waiting', stockAlertsWaitingSchema],
  ['POST', '/mail/stop', mailStopAnswerSchema],
  ['GET', '/contact/messages', contactMessageListSchema],
  ['PATCH', '/contact/messages/:id', contactMessageSchema],
  ['GET', '/shipping/settings', shippingSettingsResponseSchema],
  ['GET', '/shipping/rates', shippingRatesResponseSchema],
  ['GET', '/products/:id/size-advice', sizeAdviceResponseSchema],
  ['PUT', '/shipping/settings', shippingSettingsResponseSchema],
  ['GET', '/taxes', taxSettingsResponseSchema],
  ['PUT', '/taxes', taxSettingsResponseSchema],
  ['POST', '/uploadImage', uploadImageResponseSchema],
  ['POST', '/cart/quote', cartResponseSchema],
  ['POST', '/cart/add', cartResponseSchema],
  ['POST', '/cart/remove', cartResponseSchema],
  ['POST', '/cart/clear', cartResponseSchema],
  ['POST', '/cart/update', cartResponseSchema],
  ['POST', '/cart/merge', cartResponseSchema],
  ['GET', '/cart/:userId', cartResponseSchema],
  ['GET', '/shopify-products/products', productListResponseSchema],
  ['GET', '/shopify-products/products/:handle', catalogProductSchema],
  ['GET', '/shopify-products/categories', categoriesResponseSchema],
  ['GET', '/categories', categoryListSchema],
  ['GET', '/colors', colorListSchema],
  ['POST', '/colors', colorResponseSchema],
  ['PATCH', '/colors/:id', colorResponseSchema],
  ['POST', '/categories', categoryResponseSchema],
  ['PATCH', '/categories/:id', categoryResponseSchema],
  ['DELETE', '/categories/:id', categoryDeletedSchema],
  ['GET', '/catalog-vocabulary', catalogVocabularySchema],
  ['PUT', '/catalog-vocabulary', vocabularyImportedSchema],
  ['GET', '/products', adminProductListSchema],
  ['POST', '/products/created-product', adminProductSchema],
  ['GET', '/products/related/:id', z.array(adminProductSchema)],
  ['PATCH', '/products/update-product/:id', adminProductSchema],
  ['POST', '/products/bulk', bulkProductsResultSchema],
  ['POST', '/products/:id/duplicate', adminProductSchema],
  ['POST', '/products/import', importResultSchema],
  ['GET', '/products/:id', adminProductSchema],
  ['DELETE', '/products/:id', messageResponseSchema],
  ['POST', '/orders/create-checkout-session', checkoutResponseSchema],
  ['POST', '/orders/confirm-payment', orderSchema],
  ['POST', '/orders/cancel-checkout', orderSchema],
  ['GET', '/orders/order/:id', orderSchema],
  ['GET', '/orders/mine', z.array(orderSchema)],
  ['GET', '/orders/policies', orderPoliciesResponseSchema],
  ['PUT', '/orders/policies', orderPoliciesResponseSchema],
  ['GET', '/orders/checkout-reminders', checkoutReminderSettingsSchema],
  ['PUT', '/orders/checkout-reminders', checkoutReminderSettingsSchema],
  ['GET', '/low-stock/settings', lowStockSettingsSchema],
  ['PUT', '/low-stock/settings', lowStockSettingsSchema],
  ['GET', '/low-stock/products/:productId', productThresholdSchema],
  ['PUT', '/low-stock/products/:productId', productThresholdSchema],
  ['POST', '/orders/restore-cart', restoreCartResponseSchema],
  ['POST', '/orders/:id/cancel', orderSchema],
  ['POST', '/orders/:id/link', claimLinkResponseSchema],
  ['POST', '/orders/lookup', messageResponseSchema],
  ['POST', '/orders/:id/refunds', refundSchema],
  ['POST', '/orders/:id/returns', returnRecordSchema],
  ['GET', '/orders/:id/receipt', receiptSchema],
  ['GET', '/orders/returns', returnListResponseSchema],
  ['POST', '/orders/returns/:returnId/approve', returnRecordSchema],
  ['POST', '/orders/returns/:returnId/reject', returnRecordSchema],
  ['POST', '/orders/returns/:returnId/receive', returnRecordSchema],
  ['POST', '/orders/returns/:returnId/refund', returnRecordSchema],
  ['GET', '/orders/guest-orders', guestOrdersOfferSchema],
  ['POST', '/orders/guest-orders/claim-link', claimLinkResponseSchema],
  ['POST', '/orders/guest-orders/claim', claimResponseSchema],
  ['GET', '/orders', orderListResponseSchema],
  ['PATCH', '/orders/update-order-status/:id', orderSchema],
  ['PUT', '/orders/order/:id', orderSchema],
  ['DELETE', '/orders/delete-order/:id', messageResponseSchema],
  ['GET', '/orders/:email', z.array(orderSchema)],
  ['POST', '/reviews/post-review', postReviewResponseSchema],
  ['GET', '/reviews/total-reviews', z.object({ totalReviews: z.number().int() })],
  ['GET', '/reviews/product/:productId', productReviewsResponseSchema],
  ['GET', '/reviews/can-review/:productId', canReviewResponseSchema],
  ['GET', '/reviews/:userId', z.array(reviewSchema)],
  ['DELETE', '/reviews/:id', messageResponseSchema],
  ['GET', '/stats/admin-stats', adminStatsSchema],
  ['GET', '/stats/taxes', taxReportSchema],
  ['GET', '/reports/sales', salesReportSchema],
  ['GET', '/reports/products', productReportSchema],
  ['GET', '/reports/discounts', discountReportSchema],
  ['GET', '/reports/stock', stockReportSchema],
  ['GET', '/stats/user-stats/me', userStatsSchema],
  ['GET', '/stats/user-stats/:email', userStatsSchema],
  ['GET', '/shipping/methods', shippingMethodsResponseSchema],
  ['GET', '/taxes/rate', taxRateAnswerSchema],
  ['GET', '/shipping/countries', shippingCountriesResponseSchema],
  ['GET', '/addresses', addressListResponseSchema],
  ['POST', '/addresses', addressResponseSchema],
  ['PATCH', '/addresses/:id', addressResponseSchema],
  ['DELETE', '/addresses/:id', messageResponseSchema],
  ['GET', '/wishlist', wishlistResponseSchema],
  ['POST', '/wishlist/merge', wishlistResponseSchema],
  ['POST', '/wishlist', wishlistItemSchema],
  // 204: no body at all.
  ['DELETE', '/wishlist/:productId', z.null()],
  ['GET', '/sales/current', currentSalesSchema],
  ['GET', '/sales', saleListSchema],
  ['POST', '/sales', saleResponseSchema],
  ['PATCH', '/sales/:id', saleResponseSchema],
  ['DELETE', '/sales/:id', messageResponseSchema],
  ['POST', '/discounts/preview', discountPreviewSchema],
  ['GET', '/discounts', discountListSchema],
  ['POST', '/discounts', discountResponseSchema],
  ['PATCH', '/discounts/:id', discountResponseSchema],
  ['DELETE', '/discounts/:id', messageResponseSchema],
];

function matches(pattern: string, path: string) {
  const want = pattern.split('/');
  const got = path.replace(/\/$/, '').split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The routes a mockApi key fakes: 'POST /cart/quote' one, a bare path every method of it. */
function routesFor(method: string | null, path: string) {
  const found = new Map<string, ZodType>();
  for (const [routeMethod, pattern, success] of routes)
    if ((method === null || routeMethod === method) && !found.has(routeMethod) && matches(pattern, path))
      found.set(routeMethod, success);
  return [...found.entries()];
}

/** What the server answers with this status: its documented success shape, or every 4xx/5xx's. */
function schemaFor(success: ZodType, status: number) {
  return status >= 200 && status < 300 ? success : errorResponseSchema;
}

function describeIssues(error: z.ZodError) {
  return error.issues
    .slice(0, 5)
    .map((issue) => `  at ${issue.path.length ? issue.path.join('.') : '(the body)'}: ${issue.message}`)
    .join('\n');
}

/**
 * Throws when `body` with `status` is not an answer the server gives on `method path` (method
 * null: any method the path has), naming the route and each zod issue.
 */
export function assertRealAnswer(method: string | null, path: string, status: number, body: unknown) {
  const label = method ? `${method} ${path}` : path;
  const candidates = routesFor(method, path);
  if (candidates.length === 0)
    throw new Error(
      `mockApi fakes ${label}, which is not an API route the server answers (see test/api-contract.ts).`,
    );
  const failures: string[] = [];
  for (const [routeMethod, success] of candidates) {
    const result = schemaFor(success, status).safeParse(body);
    if (result.success) return;
    failures.push(`${routeMethod} ${path} (${status}):\n${describeIssues(result.error)}`);
  }
  throw new Error(
    `mockApi's fake answer for ${label} does not match the server's response schema:\n${failures.join('\n')}`,
  );
}

const violations: Error[] = [];

/** Keeps a mismatch found while the app was fetching, where a throw alone may be swallowed. */
export function recordViolation(error: Error) {
  violations.push(error);
}

/** Fails the test that ended with a fake answer no server would give. */
export function takeViolations() {
  return violations.splice(0);
}
