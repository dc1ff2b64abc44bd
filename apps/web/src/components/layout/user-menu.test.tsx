import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUser } from '@/stores/session';
import { LocationProbe, mockApi, renderWithProviders } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { NavBar } from './nav-bar';

function renderNav(user = publicUser()) {
  mockApi({});
  return renderWithProviders(
    <>
      <NavBar />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { user },
  );
}

const linksOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('UserMenu (the avatar dropdown)', () => {
  it('replaces the login icon with an avatar showing the initials when there is no picture', async () => {
    renderNav();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Account menu for jane_doe' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByTestId('avatar-initials')).toHaveTextContent('JD');
  });

  it("lists a user's links and Logout", async () => {
    const user = userEvent.setup();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Account menu for jane_doe' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(linksOf(menuOf(button))).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/dashboard/profile'],
      ['Payments', '/dashboard/payments'],
      ['Orders', '/dashboard/orders'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("lists an admin's links and shows the picture", async () => {
    const user = userEvent.setup();
    renderNav(adminUser({ profileImage: '/uploads/a1.webp' }));
    const button = await screen.findByRole('button', { name: 'Account menu for shop_admin' });
    expect(within(button).getByTestId('avatar-image')).toHaveAttribute('src', '/uploads/a1.webp');
    await user.click(button);
    expect(linksOf(menuOf(button))).toEqual([
      ['Dashboard', '/dashboard/admin'],
      ['Manage Items', '/dashboard/manage-products'],
      ['All Orders', '/dashboard/manage-orders'],
      ['Add-New', '/dashboard/add-product'],
    ]);
  });

  it('closes on an outside click and on Escape, handing focus back', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Account menu for jane_doe' });
    await user.click(button);
    await user.click(screen.getByText('page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen, and goes there', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Account menu for jane_doe' });
    await user.click(button);
    await user.click(within(menuOf(button)).getByRole('link', { name: 'Payments' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/payments');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the user changes', async () => {
    const user = userEvent.setup();
    const { store } = renderNav();
    await user.click(await screen.findByRole('button', { name: 'Account menu for jane_doe' }));
    act(() => {
      store.dispatch(setUser(publicUser({ id: 'u2', _id: 'u2', username: 'other_one' })));
    });
    expect(await screen.findByRole('button', { name: 'Account menu for other_one' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });
});

function menuOf(button: HTMLElement): HTMLElement {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) throw new Error('the dropdown is not open');
  return menu;
}
