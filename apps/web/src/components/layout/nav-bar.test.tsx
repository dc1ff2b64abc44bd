import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('links to Shop, Contact, Search, Cart and Login, with no badge for an empty cart', () => {
    renderWithProviders(<NavBar />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(main).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('shows the stored cart lines in the badge after a reload', () => {
    localStorage.setItem(
      'velora.cart',
      JSON.stringify([
        {
          id: 'a',
          productId: 'p',
          handle: 'h',
          title: 'A',
          image: null,
          priceCents: 100,
          quantity: 3,
          size: 'M',
          color: 'red',
        },
      ]),
    );
    renderWithProviders(<NavBar />);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('opens the mobile menu with its links and closes it when one is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NavBar />
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/contact" element={<p>contact page</p>} />
        </Routes>
      </>,
    );
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Shop', 'Contact', 'Search', 'Cart', 'Login']);
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(screen.getByText('contact page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
