import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

const LINK = '/reset-password?token=tok123&id=u1';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
/** The page first asks whether its link still works; these tests start from a link that does. */
const LIVE_LINK = { 'GET /reset-password': { valid: true } };

/** Opens the page at a live link and waits until the check is done and the form is offered. */
async function openLiveLink(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...LIVE_LINK, ...routes });
  const view = renderWithProviders(<ResetPasswordPage />, { route: LINK });
  await screen.findByLabelText('New password');
  // From here on only the form's own requests are recorded.
  fetchMock.mockClear();
  return { fetchMock, ...view };
}

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('compares the two passwords before sending', async () => {
    const { fetchMock } = await openLiveLink();
    await submit('Secret#123', 'Secret#321');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides each password on its own', async () => {
    const user = userEvent.setup();
    await openLiveLink();
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
    const { fetchMock } = await openLiveLink({ 'POST /reset-password': { message } });
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
    // The link was live when the page opened but is used up before the form is sent.
    const expired = INVALID;
    const { unmount } = await openLiveLink({
      'POST /reset-password': reply(400, { message: expired, field: 'token' }),
    });
    await submit('Secret#123', 'Secret#123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expired);
    expect(alert).toHaveClass('text-red-700');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    unmount();

    await openLiveLink({ 'POST /reset-password': reply(500, '<html>oops</html>') });
    await submit('Secret#123', 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('explains a link without token or id instead of showing a form that cannot work', () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    // Nothing to ask the server about.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is checking the link, then offers the form for a live one without using it up', async () => {
    let answer: (body: unknown) => void = () => {};
    const fetchMock = mockApi({
      'GET /reset-password': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithProviders(<ResetPasswordPage />, { route: LINK });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [check] = await requestsTo(fetchMock, 'GET', '/reset-password');
    const asked = new URL(check?.url ?? 'http://x');
    expect(asked.searchParams.get('token')).toBe('tok123');
    expect(asked.searchParams.get('id')).toBe('u1');
    answer({ valid: true });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.queryByText('Checking your link…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/reset-password')).toEqual([]);
  });

  it('says at once that a used, expired or malformed link is no good, with the way to a new one', async () => {
    mockApi({ 'GET /reset-password': reply(400, { message: INVALID, field: 'token' }) });
    renderWithProviders(<ResetPasswordPage />, { route: LINK });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('still offers the form when the check itself fails, leaving the verdict to the reset', async () => {
    for (const failure of [
      reply(500, '<html>oops</html>'),
      reply(429, { message: 'Too many link checks.' }),
    ]) {
      mockApi({ 'GET /reset-password': failure });
      const { unmount } = renderWithProviders(<ResetPasswordPage />, { route: LINK });
      expect(await screen.findByLabelText('New password')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });
});
