import type { PublicUser } from '@shop/shared/people/users';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { setUser } from '@/stores/session';
import { assertRealAnswer } from '@/test/api-contract';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { ContactPage } from './contact-page';

/** Answers POST /api/contact with `status` and `body`, recording what was sent. */
function mockContactApi(status: number, body: unknown) {
  assertRealAnswer('POST', '/contact', status, body);
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/contact');
    sent.push(await request.json());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}

// The page stays mounted when the app goes home, so the test can see the fields were reset.
function renderContact(user?: PublicUser | null) {
  return renderWithProviders(
    <>
      <ContactPage />
      <Toaster />
      <LocationProbe />
    </>,
    { route: '/contact', user },
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('ContactPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the form, the shop contact details and its title', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(field(/^username/i)).toBeInTheDocument();
    expect(field(/^email/i)).toHaveAttribute('type', 'email');
    expect(field(/^message/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@velora.shop' })).toHaveAttribute(
      'href',
      'mailto:hello@velora.shop',
    );
    expect(document.title).toBe('Contact us — Velora');
  });

  it('explains what is wrong under each field and sends nothing', async () => {
    const { fetchMock } = mockContactApi(201, { message: 'Message sent successfully!' });
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(field(/^username/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^username/i)).toHaveAccessibleDescription('Username is required.');

    await user.type(field(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the message characters and refuses more than 2000', async () => {
    mockContactApi(201, { message: 'Message sent successfully!' });
    const user = userEvent.setup();
    renderContact();
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    await user.type(field(/^message/i), 'Hello');
    expect(screen.getByText('5 / 2000')).toBeInTheDocument();
    await user.clear(field(/^message/i));
    await user.click(field(/^message/i));
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001 / 2000')).toHaveClass('text-red-700');
    await user.type(field(/^username/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message must be at most 2000 characters.')).toBeInTheDocument();
  });

  it('sends the message, says so, clears the form and goes home', async () => {
    const { sent } = mockContactApi(201, { message: 'Message sent successfully!' });
    const user = userEvent.setup();
    renderContact();
    await user.type(field(/^username/i), 'Ada');
    await user.type(field(/^email/i), 'ada@example.com');
    await user.type(field(/^message/i), 'Do you ship to Canada?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByText('Message sent successfully!');
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(sent).toEqual([{ username: 'Ada', email: 'ada@example.com', message: 'Do you ship to Canada?' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(field(/^username/i)).toHaveValue('');
    expect(field(/^email/i)).toHaveValue('');
    expect(field(/^message/i)).toHaveValue('');
  });

  it('keeps the form and shows the failure message when sending fails', async () => {
    mockContactApi(500, { message: 'Something went wrong. Please try again later.' });
    const user = userEvent.setup();
    renderContact();
    await user.type(field(/^username/i), 'Ada');
    await user.type(field(/^message/i), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = screen.getByRole('alert');
    expect(
      await within(alert).findByText('Failed to send message. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
    expect(field(/^username/i)).toHaveValue('Ada');
    expect(field(/^message/i)).toHaveValue('Hello');
  });

  it('puts a refusal the server names a field for under that field', async () => {
    mockContactApi(400, { message: 'Please enter a valid email.', field: 'email' });
    const user = userEvent.setup();
    renderContact();
    await user.type(field(/^username/i), 'Ada');
    await user.type(field(/^message/i), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field(/^email/i)).toHaveAccessibleDescription('Please enter a valid email.'));
    expect(screen.queryByRole('alert')).not.toHaveTextContent('Please enter a valid email.');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it("shows the server's own message when it refuses (too many messages)", async () => {
    mockContactApi(429, { message: 'Too many messages. Please try again in 42 minutes.' });
    const user = userEvent.setup();
    renderContact();
    await user.type(field(/^username/i), 'Ada');
    await user.type(field(/^message/i), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Too many messages. Please try again in 42 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it("fills in a logged-in shopper's username and email, which stay editable", async () => {
    const { sent } = mockContactApi(201, { message: 'Message sent successfully!' });
    const user = userEvent.setup();
    renderContact(publicUser({ username: 'jane_doe', email: 'jane@example.com' }));
    expect(field(/^username/i)).toHaveValue('jane_doe');
    expect(field(/^email/i)).toHaveValue('jane@example.com');
    expect(field(/^message/i)).toHaveValue('');
    await user.clear(field(/^username/i));
    await user.type(field(/^username/i), 'Jane');
    await user.type(field(/^message/i), 'Is the red dress back in M?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent successfully!');
    expect(sent).toEqual([
      { username: 'Jane', email: 'jane@example.com', message: 'Is the red dress back in M?' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(field(/^username/i)).toHaveValue('jane_doe');
    expect(field(/^message/i)).toHaveValue('');
  });

  it('fills in the details when the session is learnt after the page opened, keeping what was typed', async () => {
    mockContactApi(201, { message: 'Message sent successfully!' });
    const user = userEvent.setup();
    const { store } = renderContact();
    expect(field(/^username/i)).toHaveValue('');
    await user.type(field(/^message/i), 'Hello');
    act(() => {
      store.dispatch(setUser(publicUser({ username: 'jane_doe', email: 'jane@example.com' })));
    });
    expect(field(/^username/i)).toHaveValue('jane_doe');
    expect(field(/^email/i)).toHaveValue('jane@example.com');
    expect(field(/^message/i)).toHaveValue('Hello');
  });

  it('leaves the fields empty for a guest', () => {
    renderContact(null);
    expect(field(/^username/i)).toHaveValue('');
    expect(field(/^email/i)).toHaveValue('');
  });
});
