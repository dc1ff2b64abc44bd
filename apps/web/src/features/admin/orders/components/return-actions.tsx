import { sizeLabel } from '@shop/shared/catalog/variant-labels';
import { formatPrice } from '@shop/shared/money';
import {
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@shop/shared/orders/returns';
import type { ReturnRecord } from '@shop/shared/orders/returns-schemas';
import { type FormEvent, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { FieldShell, inputClass } from '@/components/ui/text-field';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { showToast } from '@/stores/toasts';
import { type ReturnStep, useStepReturnMutation } from '../api/returns-api';
import { useReturnRefundPreview } from './return-refund-preview';

const STEP_FAILED = 'The return could not be changed. Please try again.';
const AMOUNT_UNKNOWN = 'The amount to refund could not be worked out. Close this and try again.';

/** Each step's button, dialog words, and whether it takes a note (and whether one is needed). */
const STEPS: Record<
  ReturnStep,
  { action: string; title: string; text: string; note?: 'optional' | 'required'; danger?: boolean }
> = {
  approve: {
    action: 'Approve',
    title: 'Approve this return?',
    text: 'The shopper is told to send the items back.',
    note: 'optional',
  },
  reject: {
    action: 'Reject',
    title: 'Reject this return?',
    text: 'The shopper is told why; the items stay theirs and nothing is refunded.',
    note: 'required',
    danger: true,
  },
  receive: {
    action: 'Mark received',
    title: 'Mark this return received?',
    text: 'Say so once the items are back in the shop; refunding comes next.',
  },
  refund: {
    action: 'Refund',
    title: 'Refund this return?',
    text: 'Its items are refunded at the price paid for them, tax included, to the card they were paid with.',
  },
};

/** What can be done to a return in each step: a rejected or refunded one is finished. */
const NEXT_STEPS: Record<ReturnStatus, readonly ReturnStep[]> = {
  requested: ['approve', 'reject'],
  approved: ['receive'],
  received: ['refund'],
  rejected: [],
  refunded: [],
};

/** The Returns page's buttons for one return, each asking again in a small dialog. */
export function ReturnActions({ record }: { record: ReturnRecord }) {
  const [step, setStep] = useState<ReturnStep | null>(null);
  const steps = NEXT_STEPS[record.status];
  if (steps.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1">
      {steps.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-label={`${STEPS[kind].action} return of ${record.orderNumber}`}
          onClick={() => setStep(kind)}
          className={`py-1 font-medium underline ${STEPS[kind].danger ? 'text-red-700' : 'text-rose-800'}`}
        >
          {STEPS[kind].action}
        </button>
      ))}
      {step && <StepDialog record={record} step={step} onClose={() => setStep(null)} />}
    </div>
  );
}

function StepDialog({
  record,
  step,
  onClose,
}: {
  record: ReturnRecord;
  step: ReturnStep;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useStepReturnMutation();
  const dispatch = useDispatch();
  const [note, setNote] = useState('');
  const [restock, setRestock] = useState(true);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const restockId = useId();
  const { title, text, action, note: takesNote } = STEPS[step];
  // A refund says its amount before it is confirmed, as the server will refund it.
  const preview = useReturnRefundPreview(record, step !== 'refund');
  const amount = step === 'refund' && preview.state === 'known' ? formatPrice(preview.cents) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNoteError(undefined);
    setFailure(null);
    if (takesNote === 'required' && !note.trim()) return setNoteError(RETURN_MESSAGES.noteRequired);
    if (step === 'refund' && amount === null)
      return setFailure(preview.state === 'failed' ? AMOUNT_UNKNOWN : null);
    try {
      const saved = await save({
        id: record.id,
        step,
        ...(takesNote && note.trim() ? { note: note.trim() } : {}),
        ...(step === 'refund' ? { restock } : {}),
      }).unwrap();
      dispatch(showToast(`${RETURN_STATUS_LABELS[saved.status]}.`, 'success'));
      onClose();
    } catch (error) {
      const onNote = apiFieldErrors(error).find((found) => found.field === 'note');
      if (onNote && takesNote) setNoteError(onNote.message);
      else setFailure(apiErrorMessage(error) ?? STEP_FAILED);
    }
  }

  return (
    <Modal title={title} onClose={onClose} busy={isLoading}>
      <form noValidate onSubmit={submit} className="space-y-4 text-sm">
        <p className="text-stone-700">
          <span className="font-mono whitespace-nowrap">{record.orderNumber}</span>, {record.email}:{' '}
          {record.lines
            .map((line) => `${line.quantity} × ${line.title} (${sizeLabel(line.size)})`)
            .join(', ')}
          .
        </p>
        <p className="text-stone-700">{text}</p>
        {takesNote && (
          <FieldShell
            label={takesNote === 'required' ? 'Note to the shopper' : 'Note to the shopper (optional)'}
            error={noteError}
          >
            {({ id, describedBy }) => (
              <textarea
                id={id}
                rows={3}
                maxLength={RETURN_LIMITS.note}
                value={note}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setNote(event.target.value)}
                className={inputClass}
              />
            )}
          </FieldShell>
        )}
        {step === 'refund' && (
          <label htmlFor={restockId} className="flex items-center gap-2 text-stone-800">
            <input
              id={restockId}
              type="checkbox"
              checked={restock}
              onChange={(event) => setRestock(event.target.checked)}
              className="size-4 accent-stone-900"
            />
            Put the items back in stock
          </label>
        )}
        {step === 'refund' && preview.state !== 'failed' && (
          <p aria-live="polite" className="font-medium text-stone-900">
            {amount ? `To refund: ${amount}` : 'Working out the amount…'}
          </p>
        )}
        {step === 'refund' && preview.state === 'failed' && !failure && (
          <FormMessage kind="error">{AMOUNT_UNKNOWN}</FormMessage>
        )}
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <DialogActions
          submitLabel={amount ? `${action} ${amount}` : action}
          submitting={isLoading}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
