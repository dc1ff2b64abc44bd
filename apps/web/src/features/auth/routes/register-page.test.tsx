import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { LocationProbe, mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { RegisterPage } from './register-page';

function renderRegister() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { route: '/register', user: null },
  );
}

async function fillForm({
  username = 'jane_doe',
  email = 'jane@example.com',
  password = 'Secret#123',
  confirm = undefined as string | undefined,
} = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (confirm !== '') await user.type(screen.getByLabelText('Confirm password'), confirm ?? password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  it("says 'Registration successful' and goes to /login", async () => {
    const fetchMock = mockApi({
      'POST /auth/register': reply(201, { message: 'Registration successful', user: publicUser() }),
    });
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await fillForm();
    // The toast, announced politely (the address probe is an <output>, also a status).
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    // The confirm field stays in the browser.
    expect(await requestsTo(fetchMock, 'POST', '/auth/register')).toEqual([
      {
        url: expect.any(String),
        body: { username: 'jane_doe', email: 'jane@example.com', password: 'Secret#123' },
      },
    ]);
  });

  it('sends the form with the confirm field left empty, as the original shop did', async () => {
    const fetchMock = mockApi({
      'POST /auth/register': reply(201, { message: 'Registration successful', user: publicUser() }),
    });
    renderRegister();
    await fillForm({ confirm: '' });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/auth/register')).toHaveLength(1);
  });

  it('puts a taken email under the email field', async () => {
    mockApi({
      'POST /auth/register': reply(409, {
        message: 'An account with this email already exists.',
        field: 'email',
      }),
    });
    renderRegister();
    await fillForm();
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('checks the username rule and that both passwords match before sending', async () => {
    const fetchMock = mockApi({});
    renderRegister();
    await fillForm({ username: 'jo', confirm: 'Secret#124' });
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be 4-20 characters long and can only contain letters, numbers, and underscores.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Registration failed. Please try again.' when the server gives no reason", async () => {
    mockApi({ 'POST /auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderRegister();
    await fillForm();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });
});
