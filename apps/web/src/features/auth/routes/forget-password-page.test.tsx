import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ForgetPasswordPage } from './forget-password-page';

async function send(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgetPasswordPage', () => {
  it("shows the server's answer in green", async () => {
    const message = 'If an account exists for that email, a password reset link is on its way.';
    const fetchMock = mockApi({ 'POST /password/forget-password': { message } });
    renderWithProviders(<ForgetPasswordPage />, { route: '/forget-password' });
    await send('jane@example.com');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(message);
    expect(status).toHaveClass('text-emerald-800');
    expect(await requestsTo(fetchMock, 'POST', '/password/forget-password')).toMatchObject([
      { body: { email: 'jane@example.com' } },
    ]);
  });

  it("shows a refusal in red, and 'Something went wrong' when there is no message", async () => {
    mockApi({ 'POST /password/forget-password': reply(429, { message: 'Too many requests, please wait.' }) });
    const { unmount } = renderWithProviders(<ForgetPasswordPage />);
    await send('jane@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests, please wait.');
    expect(alert).toHaveClass('text-red-700');
    unmount();

    mockApi({ 'POST /password/forget-password': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(<ForgetPasswordPage />);
    await send('jane@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('asks for a valid email first', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ForgetPasswordPage />);
    await send('jane');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
