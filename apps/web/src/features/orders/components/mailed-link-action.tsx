import type { ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import type { MailedLinkOutcome } from '../use-mailed-link';

const LOOKS = {
  button:
    'rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800 disabled:opacity-60',
  link: 'font-medium text-rose-800 underline underline-offset-2 hover:text-rose-900 disabled:opacity-60',
};

/**
 * A button that has a link mailed (useMailedLink), replaced by the server's sentence once it is
 * sent; an error shows above it, and the shopper may ask again.
 */
export function MailedLinkAction({
  label,
  sending,
  outcome,
  onAsk,
  look = 'button',
  lead,
}: {
  label: string;
  sending: boolean;
  outcome: MailedLinkOutcome;
  onAsk: () => void;
  look?: keyof typeof LOOKS;
  /** Words before the button on its line (a link-looking button reads as part of a sentence). */
  lead?: ReactNode;
}) {
  if (outcome?.kind === 'success') return <FormMessage kind="success">{outcome.text}</FormMessage>;
  return (
    <div className="space-y-3">
      {outcome && <FormMessage kind="error">{outcome.text}</FormMessage>}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {lead}
        <button type="button" onClick={onAsk} disabled={sending} className={LOOKS[look]}>
          {sending ? 'Sending…' : label}
        </button>
      </p>
    </div>
  );
}
