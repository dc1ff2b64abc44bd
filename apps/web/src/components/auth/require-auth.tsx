import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import type { Role } from '@shop/shared/people/users';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { selectSessionEnded, selectSessionKnown, selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';

/** Where a guard sent the shopper from, so logging in can return there. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

type Verdict = 'pending' | 'guest' | 'forbidden' | 'allowed';

/**
 * Shows its children only to a logged-in user (of `requiredRole`, when given); docs/product/rules.md.
 * Others get 'You must be logged in!' (docs/product/screens.md) and go to /login, which brings them back here after logging in.
 */
export function RequireAuth({ requiredRole, children }: { requiredRole?: Role; children: ReactNode }) {
  const user = useSelector(selectUser);
  const known = useSelector(selectSessionKnown);
  const ended = useSelector(selectSessionEnded);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const verdict: Verdict = !known
    ? 'pending'
    : !user
      ? 'guest'
      : requiredRole && user.role !== requiredRole
        ? 'forbidden'
        : 'allowed';
  // Refs survive StrictMode's second run of the effect, so the message shows once.
  const redirected = useRef(false);
  const hadUser = useRef(false);

  useEffect(() => {
    if (verdict === 'allowed') {
      hadUser.current = true;
      return;
    }
    if (verdict === 'pending' || redirected.current) return;
    redirected.current = true;
    // The user logged out on this very page: logout goes home and says so itself; telling them
    // they must log in would be wrong. (Its render, which clears the user, can land before its
    // navigation does.)
    if (verdict === 'guest' && hadUser.current && !ended) {
      navigate(paths.home, { replace: true });
      return;
    }
    dispatch(showToast(verdict === 'guest' ? AUTH_MESSAGES.mustLogIn : AUTH_MESSAGES.notAuthorized, 'error'));
    // Only a guest comes back here after logging in; sending a shopper back to a page their
    // role may not see would only repeat the refusal.
    const state: FromState | undefined =
      verdict === 'guest'
        ? { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
        : undefined;
    navigate(paths.login, { replace: true, state });
  }, [verdict, ended, dispatch, navigate, location.pathname, location.search, location.hash]);

  if (verdict === 'allowed') return children;
  if (verdict === 'pending') {
    return (
      <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600 sm:px-6">
        Checking your session…
      </p>
    );
  }
  return null;
}
