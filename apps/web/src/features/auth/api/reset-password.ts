import type { ResetLink, ResetPasswordBody } from '@shop/shared/people/auth-schemas';
import { api } from '@/lib/api';

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 200 while the link can still be used; 400 once it is used, expired or not one of ours. */
    checkResetLink: build.query<{ valid: true }, ResetLink>({
      query: (link) => ({ url: '/reset-password', params: link }),
      // The answer goes stale the moment the link is used; reopening the page must ask again.
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<{ message: string }, ResetPasswordBody>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useCheckResetLinkQuery, useResetPasswordMutation } = resetPasswordApi;
