import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppStore, createStore } from '@/app/store';
import { type ApiCacheState, apiHydrated } from '@/lib/api';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { currentSales, publicSale } from '@/test/sale-fixtures';
import { currentSalesApi } from '../api/current-sales-api';
import { Deals } from './deals';
import { Hero } from './hero';

// The clock and the countdown's ticks are faked; timeouts stay real (the store notifies with them).
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });

describe("the hero's sale countdown", () => {
  beforeEach(fakeClock);
  afterEach(() => vi.useRealTimers());

  it("counts to the next sale on the server's clock, then shows SALE and the time until it ends", async () => {
    // This browser's clock is an hour slow: the countdown still reaches 0 when the server's does.
    vi.setSystemTime(new Date('2026-12-01T16:59:57Z'));
    mockApi({
      '/sales/current': currentSales('2026-12-01T17:59:57.000Z', {
        next: publicSale({ startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T19:30:00.000Z' }),
      }),
    });
    renderWithProviders(<Hero />);
    expect(await screen.findByRole('timer')).toHaveAccessibleName(
      '0 hours, 0 minutes and 3 seconds until the next sale',
    );
    expect(screen.getByRole('heading', { name: 'Time till next sale!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '0 hours, 0 minutes and 2 seconds until the next sale',
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'SALE' })).toBeInTheDocument();
    expect(screen.getByText('Ends in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      // One hour, in the singular: the timer is read out as a sentence.
      '1 hour, 30 minutes and 0 seconds until the sale ends',
    );
    expect(screen.queryByText('Time till next sale!')).not.toBeInTheDocument();
  });

  it('shows SALE and the time left while a sale is live, with days when there are any', async () => {
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    mockApi({
      '/sales/current': currentSales('2026-12-01T12:00:00.000Z', {
        live: publicSale({ startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-03T13:02:03.000Z' }),
      }),
    });
    renderWithProviders(<Hero />);
    expect(await screen.findByRole('timer')).toHaveAccessibleName(
      '2 days, 1 hour, 2 minutes and 3 seconds until the sale ends',
    );
    expect(screen.getByRole('heading', { name: 'SALE' })).toBeInTheDocument();
    expect(screen.getByText('Days')).toBeInTheDocument();
  });

  it('names what a category sale reduces, before and while it runs', async () => {
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    const dressesAndAccessories = { wholeShop: false, categories: ['dress', 'accessories'], percentOff: 20 };
    mockApi({
      '/sales/current': currentSales('2026-12-01T12:00:00.000Z', {
        next: publicSale({ ...dressesAndAccessories, startsAt: '2026-12-01T13:00:00.000Z' }),
      }),
    });
    const { unmount } = renderWithProviders(<Hero />);
    expect(await screen.findByText('20% off Dresses and Accessories')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Time till next sale!' })).toBeInTheDocument();
    unmount();

    mockApi({
      '/sales/current': currentSales('2026-12-01T12:00:00.000Z', {
        live: publicSale({ ...dressesAndAccessories, startsAt: '2026-12-01T10:00:00.000Z' }),
      }),
    });
    renderWithProviders(<Hero />);
    expect(await screen.findByRole('heading', { name: 'SALE' })).toBeInTheDocument();
    expect(screen.getByText('20% off Dresses and Accessories')).toBeInTheDocument();
  });

  it('is not there at all when no sale is scheduled, nor when the schedule cannot be read', async () => {
    vi.useRealTimers();
    for (const answer of [
      currentSales('2026-12-01T12:00:00.000Z'),
      reply(500, { message: 'Server error' }),
    ]) {
      const fetchMock = mockApi({ '/sales/current': answer });
      const { unmount, store } = renderWithProviders(<Hero />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await waitFor(() =>
        expect(store.getState().api.queries['getCurrentSales(undefined)']?.status).not.toBe('pending'),
      );
      expect(screen.getByRole('link', { name: 'Explore Now' })).toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.queryByText('Time till next sale!')).not.toBeInTheDocument();
      expect(screen.queryByText('SALE')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('the countdown on a page the server rendered', () => {
  beforeEach(fakeClock);
  afterEach(() => vi.useRealTimers());

  it('hydrates to the very markup the server drew, then counts on the server clock from a fresh answer', async () => {
    const next = publicSale({ startsAt: '2026-12-01T18:00:00.000Z' });
    // The server answers with its clock at the time of asking.
    const fetchMock = mockApi({ '/sales/current': () => currentSales(new Date().toISOString(), { next }) });
    vi.setSystemTime(new Date('2026-12-01T17:00:00Z'));
    const serverStore = createStore(null);
    await serverStore.dispatch(currentSalesApi.endpoints.getCurrentSales.initiate());
    const page = (store: AppStore) => (
      <Provider store={store}>
        <MemoryRouter>
          <Hero />
          <Deals />
        </MemoryRouter>
      </Provider>
    );
    const html = renderToString(page(serverStore));
    expect(html).toContain('1 hour, 0 minutes and 0 seconds until the next sale');

    // The page was kept: a shopper opens it five minutes later.
    vi.setSystemTime(new Date('2026-12-01T17:05:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browserStore = createStore();
    browserStore.dispatch(apiHydrated(serverStore.getState().api as ApiCacheState));
    const mismatches: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, page(browserStore), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    try {
      expect(mismatches).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Asked again on mount: the countdowns follow the fresh answer.
      await waitFor(() =>
        expect(
          within(container)
            .getAllByRole('timer')
            .map((timer) => timer.getAttribute('aria-label')),
        ).toEqual([
          '0 hours, 55 minutes and 0 seconds until the next sale',
          '0 hours, 55 minutes and 0 seconds until the next sale',
        ]),
      );
      expect(await requestsTo(fetchMock, 'GET', '/sales/current')).toHaveLength(2);
    } finally {
      act(() => root.unmount());
      container.remove();
      consoleError.mockRestore();
    }
  });
});
