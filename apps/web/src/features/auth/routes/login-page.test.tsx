import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { showToast } from '@/stores/toasts';
import {
  LocationProbe,
  mockApi,
  renderWithProviders,
  reply,
  requestsTo,
  type TestRoute,
} from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { LoginPage } from './login-page';

const jane = publicUser();

function renderLogin(route: TestRoute = '/login') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route, user: null },
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('puts the documented messages under the fields and sends nothing while they are wrong', async () => {
    const fetchMock = mockApi({});
    renderLogin();
    expect(document.title).toBe('Login — Velora');
    await fillAndSubmit('not-an-email', 'short');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters, contain one uppercase letter, one lowercase letter, one number, and one special character.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the forget-password and register pages', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it("shows the server's message when the login is refused", async () => {
    mockApi({ 'POST /auth/login': reply(401, { message: 'Invalid email or password.' }) });
    const { store } = renderLogin();
    await fillAndSubmit('jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(store.getState().session.user).toBeNull();
  });

  it('falls back to the documented text when the server says nothing useful', async () => {
    mockApi({ 'POST /auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderLogin();
    await fillAndSubmit('jane@example.com', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('puts a field error from the server under that field', async () => {
    mockApi({
      'POST /auth/login': reply(400, {
        message: 'Please enter a valid email.',
        field: 'email',
        errors: [{ field: 'email', message: 'Please enter a valid email.' }],
      }),
    });
    renderLogin();
    await fillAndSubmit('jane@example.com', 'Secret#123');
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs in, keeps the user (never the token) and goes home', async () => {
    const fetchMock = mockApi({ 'POST /auth/login': { token: 'secret-token', user: jane } });
    const { store } = renderLogin();
    await fillAndSubmit(' jane@example.com ', 'Secret#123');
    // The probe is there from the start: wait for the address to change, not for the element.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().session).toEqual({ user: jane, known: true });
    expect(await requestsTo(fetchMock, 'POST', '/auth/login')).toEqual([
      { url: expect.any(String), body: { email: 'jane@example.com', password: 'Secret#123' } },
    ]);
    expect(JSON.parse(localStorage.getItem('velora.user') ?? 'null')).toEqual(jane);
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
  });

  it('returns to the page a guard sent the shopper from', async () => {
    mockApi({ 'POST /auth/login': { token: 't', user: jane } });
    renderLogin({
      pathname: '/login',
      state: { from: { pathname: '/dashboard/profile', search: '?tab=1', hash: '' } },
    });
    await fillAndSubmit('jane@example.com', 'Secret#123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/profile?tab=1'));
  });

  it('clears earlier messages such as "You must be logged in!" once logged in', async () => {
    mockApi({ 'POST /auth/login': { token: 't', user: jane } });
    const { store } = renderLogin();
    store.dispatch(showToast('You must be logged in!', 'error'));
    await fillAndSubmit('jane@example.com', 'Secret#123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('tells someone already logged in who they are logged in as', async () => {
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login', user: jane });
    expect(screen.getByText(/You are logged in as jane_doe/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
