import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogProduct, productList } from '@/test/catalog-fixtures';
import { mockApi, renderWithProviders, requestsTo } from '@/test/render';
import { currentSales, publicSale } from '@/test/sale-fixtures';
import { HomePage } from './home-page';

describe('the home page when a sale starts', () => {
  // The clock and the countdown's ticks are faked; timeouts stay real (the store notifies with them).
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('asks for the schedule and the prices again when the countdown reaches 0', async () => {
    vi.setSystemTime(new Date('2026-12-01T17:59:58Z'));
    const sale = publicSale({ name: 'Noon sale', startsAt: '2026-12-01T18:00:00.000Z' });
    let started = false;
    const fetchMock = mockApi({
      '/sales/current': () =>
        started
          ? currentSales('2026-12-01T18:00:00.000Z', { live: sale })
          : currentSales('2026-12-01T17:59:58.000Z', { next: sale }),
      '/shopify-products/products': () =>
        productList([catalogProduct({ title: 'Silk Slip Dress', price: started ? '47.20' : '59.00' })]),
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('$59.00')).toBeInTheDocument();
    const [heroTimer] = await screen.findAllByRole('timer');
    expect(heroTimer).toHaveAccessibleName('0 hours, 0 minutes and 2 seconds until the next sale');

    // The server's sale starts at noon in Chicago: its prices and schedule change then.
    started = true;
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('heading', { name: 'SALE' })).toHaveLength(2);
    expect(await screen.findByText('$47.20')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'GET', '/sales/current')).toHaveLength(2);
    expect(screen.getByText('Noon sale is on now.')).toBeInTheDocument();
  });
});
