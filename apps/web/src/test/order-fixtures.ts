import type { Order } from '@shop/shared/orders/orders-schemas';

/**
 * A paid order of one silk scarf ($49 + 5 % tax, no delivery), as the API answers it; tests
 * override what they look at. One fixture, so a field the order JSON gains is added once.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const order: Order = {
    _id: 'o1',
    id: 'o1',
    orderId: 'VL-ABCD2345',
    email: 'jane@example.com',
    status: 'pending',
    paymentStatus: 'paid',
    amount: 51.45,
    amountCents: 5145,
    subtotalCents: 4900,
    taxCents: 245,
    taxLines: [{ name: 'Tax', rate: 5, label: 'Tax (5%)', taxableCents: 4900, tax: 2.45, taxCents: 245 }],
    pricesIncludeTax: false,
    shippingTaxCents: 0,
    shippingAddress: null,
    shippingMethod: null,
    shippingPrice: 0,
    shippingPriceCents: 0,
    discountCode: null,
    discountAmount: 0,
    discountCents: 0,
    trackingNumber: null,
    carrier: null,
    currency: 'USD',
    items: [orderLineFixture({ id: 'l1', taxCents: 245 })],
    refunds: [],
    refundedAmount: 0,
    refundedCents: 0,
    statusHistory: [{ status: 'pending', at: '2026-11-24T10:00:00.000Z' }],
    cancelledAt: null,
    cancelReason: null,
    shippedAt: null,
    returns: [],
    paidAt: '2026-11-24T10:00:00.000Z',
    invoiceNumber: '2026-000042',
    testCheckout: false,
    createdAt: '2026-11-24T09:59:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
  // The tax by rate follows the order's tax unless a test names its own.
  return overrides.taxLines
    ? order
    : {
        ...order,
        taxLines: [
          {
            ...taxLine,
            taxableCents: order.subtotalCents,
            tax: order.taxCents / 100,
            taxCents: order.taxCents,
          },
        ],
      };
}

const taxLine = { name: 'Tax', rate: 5, label: 'Tax (5%)' };

/** An order line as the API answers it: 5 % tax, its part given as `taxCents`. */
export function orderLineFixture(
  overrides: Partial<Order['items'][number]> & Pick<Order['items'][number], 'id'>,
): Order['items'][number] {
  return {
    variantId: 'v1',
    productId: 'p1',
    handle: 'silk-scarf',
    title: 'Silk Scarf',
    image: null,
    size: 'One Size',
    color: 'red',
    sku: null,
    price: 49,
    priceCents: 4900,
    quantity: 1,
    discountCents: 0,
    taxRate: 5,
    taxCents: 0,
    ...overrides,
  };
}
