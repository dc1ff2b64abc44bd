import type { LoginBody } from '@shop/shared/people/auth-schemas';
import type { PublicUser } from '@shop/shared/people/users';
import { api } from '@/lib/api';
import { setUser } from '@/stores/session';

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The answer's token is for API clients; the browser's session is the httpOnly cookie the
    // same answer sets, so the token is never kept where a script could read it.
    login: build.mutation<{ token: string; user: PublicUser }, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
