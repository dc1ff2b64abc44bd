import { api } from '@/lib/api';

const forgetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The answer is the same whether or not the email has an account (docs/product/README.md).
    forgetPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/password/forget-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgetPasswordMutation } = forgetPasswordApi;
