import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const LINK = '/reset-password?token=tok123&id=u1';

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('compares the two passwords before sending', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: LINK });
    await submit('Secret#123', 'Secret#321');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides each password on its own', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: LINK });
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');
    const showPassword = screen.getByRole('button', { name: 'Show new password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(showPassword);
    expect(password).toHaveAttribute('type', 'text');
    expect(showPassword).toHaveAttribute('aria-pressed', 'true');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(showPassword);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends the token and id from the link and shows success in green with a way to log in', async () => {
    const message = 'Your password has been reset. You can now log in.';
    const fetchMock = mockApi({ 'POST /reset-password': { message } });
    renderWithProviders(<ResetPasswordPage />, { route: LINK });
    expect(document.title).toBe('Reset password — Velora');
    await submit('Secret#123', 'Secret#123');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(message);
    expect(status).toHaveClass('text-emerald-800');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Back to login' })).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/reset-password')).toMatchObject([
      { body: { id: 'u1', token: 'tok123', password: 'Secret#123', confirmPassword: 'Secret#123' } },
    ]);
  });

  it("shows the server's refusal in red, or 'Something went wrong'", async () => {
    const expired = 'This reset link is invalid or has expired. Please ask for a new one.';
    mockApi({ 'POST /reset-password': reply(400, { message: expired, field: 'token' }) });
    const { unmount } = renderWithProviders(<ResetPasswordPage />, { route: LINK });
    await submit('Secret#123', 'Secret#123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expired);
    expect(alert).toHaveClass('text-red-700');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    unmount();

    mockApi({ 'POST /reset-password': reply(500, '<html>oops</html>') });
    renderWithProviders(<ResetPasswordPage />, { route: LINK });
    await submit('Secret#123', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('explains a link without token or id instead of showing a form that cannot work', () => {
    mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
