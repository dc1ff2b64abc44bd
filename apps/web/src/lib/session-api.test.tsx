import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavBar } from '../components/layout/nav-bar';
import { Toaster } from '../components/ui/toaster';
import { setUser } from '../stores/session';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '../test/render';
import { publicUser } from '../test/user-fixtures';
import { useRestoreSession } from './session-api';

const jane = publicUser();
const cartLine = {
  id: 'v1',
  productId: 'p1',
  handle: 'linen-dress',
  title: 'Linen Dress',
  image: null,
  priceCents: 5900,
  quantity: 2,
  size: 'M',
  color: 'beige',
};

function AppShell() {
  useRestoreSession();
  return (
    <>
      <NavBar />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>
  );
}

describe('session restore', () => {
  it('asks /me once and draws the avatar for its user', async () => {
    const fetchMock = mockApi({ 'GET /auth/me': { user: jane } });
    const { store } = renderWithProviders(<AppShell />);
    expect(store.getState().session.known).toBe(false);
    expect(await screen.findByRole('button', { name: 'Account menu for jane_doe' })).toBeInTheDocument();
    expect(store.getState().session).toEqual({ user: jane, known: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('draws the remembered avatar at once, and drops it when /me says the session is over', async () => {
    localStorage.setItem('velora.user', JSON.stringify(jane));
    mockApi({ 'GET /auth/me': { user: null } });
    const { store } = renderWithProviders(<AppShell />);
    expect(screen.getByRole('button', { name: 'Account menu for jane_doe' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().session).toEqual({ user: null, known: true });
    expect(localStorage.getItem('velora.user')).toBeNull();
  });

  it('treats an unreachable server as a guest visit, so guards do not wait forever', async () => {
    mockApi({ 'GET /auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { store } = renderWithProviders(<AppShell />);
    await screen.findByRole('link', { name: 'Login' });
    expect(store.getState().session).toEqual({ user: null, known: true });
  });
});

describe('logout', () => {
  it("calls the server, forgets the user, the cart and cached data, goes home and says 'Logout successful'", async () => {
    localStorage.setItem('velora.cart', JSON.stringify([cartLine]));
    const fetchMock = mockApi({
      'GET /auth/me': { user: jane },
      'POST /auth/logout': { message: 'Logout successful' },
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AppShell />, { route: '/shop' });
    const avatar = await screen.findByRole('button', { name: 'Account menu for jane_doe' });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    await user.click(avatar);
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().api.queries).toEqual({});
    expect(localStorage.getItem('velora.cart')).toBeNull();
    expect(localStorage.getItem('velora.user')).toBeNull();
  });

  it("keeps everything and says 'Logout failed. Please try again.' when the server fails", async () => {
    localStorage.setItem('velora.cart', JSON.stringify([cartLine]));
    mockApi({
      'GET /auth/me': { user: jane },
      'POST /auth/logout': reply(500, { message: 'Internal Server Error' }),
    });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AppShell />, { route: '/shop' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for jane_doe' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed. Please try again.')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(jane);
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });

  it('works from the mobile Profile submenu too', async () => {
    mockApi({ 'GET /auth/me': { user: jane }, 'POST /auth/logout': { message: 'Logout successful' } });
    const user = userEvent.setup();
    renderWithProviders(<AppShell />, { route: '/shop' });
    await screen.findByRole('button', { name: 'Account menu for jane_doe' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('button', { name: 'Profile' }));
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    // React Router navigates in a transition, which may commit just after the toast renders.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  });
});

describe('a slow /me', () => {
  it('does not undo a login that finished before it answered', async () => {
    let answerMe: (value: unknown) => void = () => {};
    const fetchMock = mockApi({ 'GET /auth/me': () => new Promise((resolve) => (answerMe = resolve)) });
    const { store } = renderWithProviders(<AppShell />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => {
      store.dispatch(setUser(jane));
    });
    answerMe({ user: null });
    await waitFor(() => expect(store.getState().api.queries['getMe(undefined)']?.status).toBe('fulfilled'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().session.user).toEqual(jane);
    expect(screen.getByRole('button', { name: 'Account menu for jane_doe' })).toBeInTheDocument();
  });
});
