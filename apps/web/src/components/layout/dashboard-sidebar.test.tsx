import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { DashboardSidebar } from './dashboard-sidebar';

/*
 * jsdom loads no Tailwind, so the phone's stylesheet is given here: `hidden` hides, and the
 * md: classes that show the sidebar on wider screens do not apply (as below 768 px).
 */
let phoneCss: HTMLStyleElement;
beforeEach(() => {
  phoneCss = document.createElement('style');
  phoneCss.textContent = '.hidden { display: none; }';
  document.head.append(phoneCss);
});
afterEach(() => phoneCss.remove());

function renderSidebar(route: string, user = adminUser()) {
  return renderWithProviders(
    <>
      <DashboardSidebar user={user} />
      <LocationProbe />
    </>,
    { route, user },
  );
}

describe('the dashboard menu on a phone', () => {
  it('names the current page and keeps the links folded away until Menu is pressed', async () => {
    renderSidebar('/dashboard/manage-orders');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByText('Manage Orders', { selector: 'p span' })).toBeVisible();
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Users', hidden: true })).not.toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Logout', hidden: true })).not.toBeVisible();

    await userEvent.setup().click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Reports',
      'Manage Products',
      'Add Product',
      'Import / Export',
      'Categories',
      'Colours',
      'Manage Orders',
      'Returns',
      'Shipping',
      'Taxes',
      'Sales',
      'Discount codes',
      'Users',
      'Messages',
      'Profile',
    ]);
    for (const link of links) expect(link).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('closes after navigating, on the new page marked as current', async () => {
    const user = userEvent.setup();
    renderSidebar('/dashboard/manage-orders');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    await user.click(within(nav).getByRole('link', { name: 'Users' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/users$/);
    expect(within(nav).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Users', hidden: true })).not.toBeVisible();
    expect(within(nav).getByText('Users', { selector: 'p span' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Users', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes on Escape and gives focus back to Menu', async () => {
    const user = userEvent.setup();
    renderSidebar('/dashboard/orders', publicUser());
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(within(nav).getByRole('link', { name: 'Orders', hidden: true })).not.toBeVisible();
  });
});
