import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe, mockApi, renderWithProviders } from '@/test/render';
import { currentSales, publicSale } from '@/test/sale-fixtures';
import { Deals } from './deals';

// Answers a day apart from any real clock would be wrong: the schedule is made around now.
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('Deals', () => {
  it("'Shop the deals' opens the shop filtered to products on sale", async () => {
    mockApi({ '/sales/current': currentSales(inHours(0)) });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Deals />
        <LocationProbe />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Shop the deals' });
    expect(link).toHaveAttribute('href', '/shop?onSale=true');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?onSale=true');
  });

  it('says what the next sale covers and counts to it', async () => {
    mockApi({
      '/sales/current': currentSales(inHours(0), {
        next: publicSale({
          name: 'Summer dresses',
          wholeShop: false,
          categories: ['dress', 'shoes'],
          productCount: 2,
          startsAt: inHours(5),
          endsAt: inHours(7),
        }),
      }),
    });
    renderWithProviders(<Deals />);
    expect(await screen.findByText('20% off Dresses and Shoes and 2 chosen products')).toBeInTheDocument();
    expect(screen.getByText('Summer dresses starts when the countdown reaches zero.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Time till next sale!' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      /^(5 hours, 0 minutes and 0 seconds|4 hours, 59 minutes and (1 second|\d+ seconds)) until the next sale$/,
    );
  });

  it('says what the live sale covers and how long it lasts', async () => {
    mockApi({
      '/sales/current': currentSales(inHours(0), {
        live: publicSale({ name: 'Black Friday', percentOff: 30, startsAt: inHours(-1), endsAt: inHours(3) }),
      }),
    });
    renderWithProviders(<Deals />);
    expect(await screen.findByText('30% off everything')).toBeInTheDocument();
    expect(screen.getByText('Black Friday is on now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SALE' })).toBeInTheDocument();
    expect(screen.getByText('Ends in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/until the sale ends$/);
  });

  it('promises no sale when none is scheduled', async () => {
    const fetchMock = mockApi({ '/sales/current': currentSales(inHours(0)) });
    const { store } = renderWithProviders(<Deals />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(store.getState().api.queries['getCurrentSales(undefined)']?.status).toBe('fulfilled'),
    );
    expect(screen.getByRole('heading', { name: 'Deals of the month' })).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
