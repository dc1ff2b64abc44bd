import { type FormEvent, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { submitForm } from '@/lib/submit-form';

/** How the last save ended, said under the form: green once saved, red when refused. */
export interface SaveResult {
  kind: 'success' | 'error';
  message: string;
}

interface SettingsSaveOptions<Values extends FieldValues, Body, Saved> {
  /** Sends the checked body; resolves to the settings as the server kept them. */
  send: (body: Body) => Promise<Saved>;
  /**
   * The fields a refusal may name, each put under its field. A function when they depend on
   * the form's rows: it is read at each save.
   */
  fields: readonly FieldPath<Values>[] | (() => readonly FieldPath<Values>[]);
  /** Said when a refusal names no field and the server gives no words of its own. */
  fallback: string;
  /** The form values the kept settings become: the form's new start, so it is unchanged again. */
  valuesOf: (saved: Saved) => Values;
  /** Said once saved. */
  savedMessage: string | ((saved: Saved) => string);
  /** Anything beside the form that the kept settings update. */
  onSaved?: (saved: Saved) => void;
  /**
   * The last result goes once the form passes its checks and is sent; with this, at every press
   * of Save, checks failed or not (the Taxes and Shipping settings pages' forms).
   */
  clearOnEverySubmit?: boolean;
}

/**
 * Saving a settings form (docs/product/screens.md): a refusal goes under the fields it names
 * (the first focused) or into `result`; once saved, the form starts again from what the server
 * kept and `result` says so. `saving` is true while the request is out.
 */
export function useSettingsSave<Values extends FieldValues, Body, Saved>(
  form: UseFormReturn<Values, unknown, Body>,
  options: SettingsSaveOptions<Values, Body, Saved>,
) {
  const { send, fields, fallback, valuesOf, savedMessage, onSaved, clearOnEverySubmit = false } = options;
  const { handleSubmit, reset, setError } = form;
  const [result, setResult] = useState<SaveResult | null>(null);

  const save = handleSubmit(async (body) => {
    setResult(null);
    const outcome = await submitForm(send(body), {
      fields: typeof fields === 'function' ? fields() : fields,
      setError,
      fallback,
    });
    if (!outcome.ok) {
      if (outcome.failure) setResult({ kind: 'error', message: outcome.failure });
      return;
    }
    reset(valuesOf(outcome.data));
    onSaved?.(outcome.data);
    const message = typeof savedMessage === 'function' ? savedMessage(outcome.data) : savedMessage;
    setResult({ kind: 'success', message });
  });

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (clearOnEverySubmit) setResult(null);
    return save(event);
  };

  return { result, saving: form.formState.isSubmitting, onSubmit };
}
