import { AUTH_MESSAGES } from '@shop/shared/people/auth';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearCart } from '../stores/cart';
import { setUser } from '../stores/session';
import { showToast } from '../stores/toasts';
import { api } from './api';

const logoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

/** docs/product/rules.md's logout: server first, then forget the user, the cart and user data. */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = logoutApi.useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      dispatch(showToast(AUTH_MESSAGES.logoutFailed, 'error'));
      return;
    }
    navigate(paths.home);
    dispatch(setUser(null));
    dispatch(clearCart());
    // Every cached answer may belong to the previous user (orders, stats, reviews): drop them all.
    dispatch(api.util.resetApiState());
    dispatch(showToast(AUTH_MESSAGES.logoutSucceeded, 'success'));
  }, [dispatch, navigate, logout]);
}
