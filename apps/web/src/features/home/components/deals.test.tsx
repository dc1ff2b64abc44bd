import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { Deals } from './deals';

describe('Deals', () => {
  it("'Shop the deals' opens the shop filtered to products on sale", async () => {
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
});
