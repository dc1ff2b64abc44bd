import type { PublicUser } from '@shop/shared/people/users';
import type { EditProfileBody } from '@shop/shared/people/users-schemas';
import { api } from '@/lib/api';
import { setUser } from '@/stores/session';

const editProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    editProfile: build.mutation<{ message: string; user: PublicUser }, EditProfileBody>({
      query: (body) => ({ url: '/auth/edit-profile', method: 'PATCH', body }),
      // The session state (and so the nav avatar and the stored hint) follows at once
      // (docs/product/rules.md: "updates both the session state and local storage").
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useEditProfileMutation } = editProfileApi;
