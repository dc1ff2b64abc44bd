import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { useRestoreSession } from '@/lib/session-api';
import { selectUser } from '@/stores/session';
import { ScrollToTop } from './scroll-to-top';

// Loaded only once someone is logged in: guests' carts and wishlists stay in the browser alone.
const AccountSync = lazy(() => import('./account-sync').then((m) => ({ default: m.AccountSync })));

export function RootLayout() {
  // Every page sits in this layout, so this asks once per visit whose session the cookie holds.
  useRestoreSession();
  const user = useSelector(selectUser);
  return (
    <div className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      {/* At least a screen tall, so the footer never starts in view and then jumps as a page loads. */}
      <main id="main" className="min-h-svh flex-1">
        <Suspense fallback={<div aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
      {user && (
        <Suspense fallback={null}>
          <AccountSync />
        </Suspense>
      )}
    </div>
  );
}
