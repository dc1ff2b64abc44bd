import type { RegisterBody } from '@shop/shared/people/auth-schemas';
import type { PublicUser } from '@shop/shared/people/users';
import { api } from '@/lib/api';

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ message: string; user: PublicUser }, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
