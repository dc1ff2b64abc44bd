import type { FormEventHandler, ReactNode } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';

/**
 * A dialog holding one form: its fields, the failure that is no field's, then Cancel and the
 * submit button; the dialog stays open while it saves.
 */
export function FormDialog({
  title,
  submitLabel,
  submitting,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  submitting: boolean;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose} busy={submitting}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {children}
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <DialogActions submitLabel={submitLabel} submitting={submitting} onCancel={onClose} />
      </form>
    </Modal>
  );
}
