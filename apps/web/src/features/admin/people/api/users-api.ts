import type { PublicUser, Role } from '@shop/shared/people/users';
import { api } from '@/lib/api';

/**
 * The shop's accounts (docs/product/api.md, Users — admin): the list, a role changed, an account
 * removed. A removal changes the dashboard's figures too.
 */
const usersApi = api.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminStats'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<PublicUser[], void>({
      query: () => '/auth/users',
      providesTags: ['AdminUsers'],
      keepUnusedDataFor: 0,
    }),
    setRole: build.mutation<{ message: string; user: PublicUser }, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: `/auth/users/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: ['AdminUsers'],
    }),
    deleteUser: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/auth/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUsers', 'AdminStats'],
    }),
  }),
});

export const { useGetUsersQuery, useSetRoleMutation, useDeleteUserMutation } = usersApi;
