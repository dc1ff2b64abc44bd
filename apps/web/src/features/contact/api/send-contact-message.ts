import { CONTACT_MESSAGES } from '@shop/shared/people/contact';
import type { ContactBody } from '@shop/shared/people/contact-schemas';
import { api } from '@/lib/api';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

/**
 * What to tell the sender when sending failed: the server's own words when they can act on them
 * (a field it refused, or how long to wait), else the general failure text (docs/product/screens.md).
 */
export function contactFailureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'data' in error) {
    const { status, data } = error as { status: unknown; data: unknown };
    const message = (data as { message?: unknown } | null)?.message;
    if ((status === 400 || status === 429) && typeof message === 'string' && message) return message;
  }
  return CONTACT_MESSAGES.messageFailed;
}
