import type { ContactMessage, ContactMessageList } from '@shop/shared/people/contact-schemas';
import { api } from '@/lib/api';

/** Customers' messages from the contact form (docs/product/api.md, Customer messages): read and marked. */
const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Messages'] }).injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<ContactMessageList, number>({
      query: (page) => `/contact/messages?page=${page}`,
      providesTags: ['Messages'],
      keepUnusedDataFor: 0,
    }),
    markMessage: build.mutation<ContactMessage, { id: string; read: boolean }>({
      query: ({ id, read }) => ({
        url: `/contact/messages/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { read },
      }),
      invalidatesTags: ['Messages'],
    }),
  }),
});

export const { useGetMessagesQuery, useMarkMessageMutation } = messagesApi;
