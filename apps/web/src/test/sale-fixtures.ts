import type { CurrentSales, PublicSale } from '@shop/shared/promotions/promotions-schemas';

/** A sale as GET /api/sales/current tells of it: 20 % off the whole shop for two hours. */
export function publicSale(overrides: Partial<PublicSale> = {}): PublicSale {
  return {
    name: 'Noon sale',
    percentOff: 20,
    categories: [],
    productCount: 0,
    wholeShop: true,
    startsAt: '2026-12-01T18:00:00.000Z',
    endsAt: '2026-12-01T20:00:00.000Z',
    ...overrides,
  };
}

/** The schedule the server answers at `now`: no sale unless one is given. */
export function currentSales(
  now: string,
  sales: Partial<Pick<CurrentSales, 'live' | 'next'>> = {},
): CurrentSales {
  return { live: null, next: null, now, ...sales };
}
