import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionEnded, setUser } from '@/stores/session';
import { mockApi, renderWithProviders } from '@/test/render';
import { adminUser, publicUser } from '@/test/user-fixtures';
import { Toaster } from '../ui/toaster';
import { RequireAuth } from './require-auth';

/** Shows where the login page was reached from, as the login form will read it. */
function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

function renderGuarded(route: string, user?: ReturnType<typeof publicUser> | null) {
  mockApi({});
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/dashboard/profile"
          element={
            <RequireAuth>
              <p>profile page</p>
            </RequireAuth>
          }
        />
        <Route
          path="/dashboard/admin"
          element={
            <RequireAuth requiredRole="admin">
              <p>admin page</p>
            </RequireAuth>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
      <Toaster />
    </>,
    { route, user, strict: true },
  );
}

describe('RequireAuth', () => {
  it('waits for the session to be known before deciding', () => {
    const { store } = renderGuarded('/dashboard/profile');
    expect(screen.getByText('Checking your session…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('login page', { exact: false })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(setUser(publicUser()));
    });
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });

  it("sends a guest to /login with 'You must be logged in!' once, remembering the page", async () => {
    renderGuarded('/dashboard/profile?tab=1', null);
    expect(await screen.findByText(/^login page/)).toHaveTextContent(
      'login page, from {"from":{"pathname":"/dashboard/profile","search":"?tab=1","hash":""}}',
    );
    // StrictMode runs effects twice; the message still shows once.
    expect(screen.getAllByText('You must be logged in!')).toHaveLength(1);
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
  });

  it("sends a user away from an admin page with 'You are not authorized to access this page!'", async () => {
    renderGuarded('/dashboard/admin', publicUser());
    expect(await screen.findByText(/^login page/)).toBeInTheDocument();
    expect(screen.getAllByText('You are not authorized to access this page!')).toHaveLength(1);
    expect(screen.queryByText('admin page')).not.toBeInTheDocument();
    // Logging in again would only bring the refusal back, so the page is not remembered.
    expect(screen.getByText(/^login page/)).toHaveTextContent('login page, from null');
  });

  it('lets a user in, and an admin into admin pages', () => {
    renderGuarded('/dashboard/admin', adminUser());
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });

  it('does not scold a user who logs out on a guarded page', async () => {
    const { store } = renderGuarded('/dashboard/profile', publicUser());
    expect(screen.getByText('profile page')).toBeInTheDocument();
    act(() => {
      store.dispatch(setUser(null));
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('You must be logged in!')).not.toBeInTheDocument();
  });

  it('sends a user whose session the server ended to log in again, remembering the page', async () => {
    const { store } = renderGuarded('/dashboard/profile', publicUser());
    expect(screen.getByText('profile page')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByText(/^login page/)).toHaveTextContent('"pathname":"/dashboard/profile"');
    expect(screen.getAllByText('You must be logged in!')).toHaveLength(1);
  });
});
