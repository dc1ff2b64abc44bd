import type { ResetPasswordBody } from '@shop/shared/auth-schemas';
import { api } from '../../../lib/api';

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ message: string }, ResetPasswordBody>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
