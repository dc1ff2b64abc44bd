import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api-error';

export const SEND_FAILED = 'The link could not be sent. Please try again.';

export type MailedLinkOutcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Asking the server to mail a link (a claim link, a fresh order link): the server's sentence once
 * it is sent, its error sentence (or a generic one) when not.
 */
export function useMailedLink(send: () => Promise<{ message: string }>) {
  const [outcome, setOutcome] = useState<MailedLinkOutcome>(null);
  async function ask() {
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: (await send()).message });
    } catch (error) {
      setOutcome({ kind: 'error', text: apiErrorMessage(error) ?? SEND_FAILED });
    }
  }
  return { outcome, ask };
}
