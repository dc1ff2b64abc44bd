import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, mockApi, renderWithProviders } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
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
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Shop', 'Contact', 'Search', 'Cart', 'Login']);
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(screen.getByText('contact page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('keeps Search beside the cart in the phone header, outside the menu', () => {
    renderWithProviders(<NavBar />);
    const search = screen.getByRole('link', { name: 'Search' });
    expect(search).toHaveAttribute('href', '/search');
    expect(search.closest('header')).not.toBeNull();
    expect(search.closest('#mobile-menu')).toBeNull();
    // jsdom loads no stylesheet, so the class that would hide it below md is what to look for.
    expect(search).not.toHaveClass('hidden');
    expect(search.parentElement).toBe(screen.getByRole('link', { name: 'Cart' }).parentElement);
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    within(menu).getByRole('link', { name: 'Shop' }).focus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it("offers a collapsible 'Profile' submenu with the role's links and Logout when logged in", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NavBar />
        <LocationProbe />
      </>,
      { user: publicUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const profile = within(menu).getByRole('button', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();

    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    const submenu = within(menu).getByRole('list', { name: 'Account of jane_doe' });
    expect(
      within(submenu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/dashboard/profile'],
      ['Payments', '/dashboard/payments'],
      ['Orders', '/dashboard/orders'],
    ]);
    expect(within(submenu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(profile);
    expect(within(menu).queryByRole('list', { name: 'Account of jane_doe' })).not.toBeInTheDocument();
    await user.click(profile);
    await user.click(within(menu).getByRole('link', { name: 'Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/orders');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('gives an admin the admin links in the mobile submenu', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<NavBar />, { user: adminUser() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const submenu = screen.getByRole('list', { name: 'Account of shop_admin' });
    expect(
      within(submenu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Manage Items', 'All Orders', 'Add-New']);
  });
});
