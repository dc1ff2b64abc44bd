import type { CartItem, CartResponse } from '@shop/shared/orders/cart-schemas';
import type { CheckoutBody } from '@shop/shared/orders/orders-schemas';
import { api } from '@/lib/api';
import type { CartLine } from '@/stores/cart';

/** What the cart API needs of a line: the variant and how many. */
const wire = (lines: readonly Pick<CartLine, 'id' | 'quantity'>[]) =>
  lines.map((line) => ({ id: line.id, quantity: line.quantity }));

/** A server cart line as the browser keeps it. */
export function toCartLine(item: CartItem): CartLine {
  return {
    id: item.id,
    productId: item.productId,
    handle: item.handle,
    title: item.title,
    image: item.image,
    priceCents: item.priceCents,
    quantity: item.quantity,
    size: item.size,
    color: item.color,
  };
}

/**
 * What the checkout page asks for: the body checkoutBodySchema reads, with the cart's lines and the
 * shopper's email as the page holds them (wired below).
 */
export type CheckoutRequest = Omit<CheckoutBody, 'products' | 'user_email'> & {
  lines: readonly CartLine[];
  email: string;
};

const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Current prices and free stock of the browser's lines; stores nothing, needs no login. */
    quoteCart: build.query<CartResponse, readonly Pick<CartLine, 'id' | 'quantity'>[]>({
      query: (lines) => ({ url: '/cart/quote', method: 'POST', body: { cartItems: wire(lines) } }),
      keepUnusedDataFor: 0,
    }),
    getStoredCart: build.mutation<CartResponse, string>({
      query: (userId) => `/cart/${encodeURIComponent(userId)}`,
    }),
    mergeCart: build.mutation<CartResponse, readonly Pick<CartLine, 'id' | 'quantity'>[]>({
      query: (lines) => ({ url: '/cart/merge', method: 'POST', body: { cartItems: wire(lines) } }),
    }),
    replaceCart: build.mutation<CartResponse, readonly Pick<CartLine, 'id' | 'quantity'>[]>({
      query: (lines) => ({ url: '/cart/update', method: 'POST', body: { cartItems: wire(lines) } }),
    }),
    /** A payment session for the lines, delivered to the address by the method chosen at checkout. */
    createCheckout: build.mutation<{ id: string; url: string }, CheckoutRequest>({
      query: ({
        lines,
        email,
        shippingAddress,
        shippingMethodId,
        saveAddress,
        discountCode,
        mailConsent,
      }) => ({
        url: '/orders/create-checkout-session',
        method: 'POST',
        body: {
          products: wire(lines),
          user_email: email,
          shippingAddress,
          shippingMethodId,
          saveAddress,
          // Left out, it is false: only a ticked box is sent.
          ...(mailConsent ? { mailConsent: true } : {}),
          ...(discountCode ? { discountCode } : {}),
        } satisfies CheckoutBody,
      }),
    }),
  }),
});

export const {
  useQuoteCartQuery,
  useGetStoredCartMutation,
  useMergeCartMutation,
  useReplaceCartMutation,
  useCreateCheckoutMutation,
} = cartApi;
