import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES } from '@shop/shared/people/contact';
import { contactBodySchema } from '@shop/shared/people/contact-schemas';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { submitForm } from '@/lib/submit-form';
import { selectUser } from '@/stores/session';
import { showToast } from '@/stores/toasts';
import { contactFailureMessage, useSendContactMessageMutation } from '../api/send-contact-message';

/** The fields a refusal from the server can name; its message then shows under that field. */
const FIELDS = ['username', 'email', 'message'] as const;

const INPUT =
  'mt-1 block w-full rounded-md border bg-white px-4 py-3 text-base text-stone-900 focus:outline-none focus:ring-2 focus:ring-rose-700/30';
const borderFor = (invalid: boolean) =>
  invalid ? 'border-red-600 focus:border-red-700' : 'border-stone-300 focus:border-stone-900';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * The contact form of docs/product/screens.md (username, email, message, Send), checked with the server's own rules.
 * A logged-in shopper finds their username and email filled in, and may still change them.
 */
export function ContactForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const [sendContactMessage] = useSendContactMessageMutation();
  const known = useMemo(
    () => ({ username: user?.username ?? '', email: user?.email ?? '', message: '' }),
    [user?.username, user?.email],
  );
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactBodySchema),
    // The session is often learnt after the page opens (GET /me), so the form follows it; what
    // the shopper already typed is theirs and stays.
    values: known,
    resetOptions: { keepDirtyValues: true },
  });
  const messageLength = useWatch({ control, name: 'message' })?.length ?? 0;
  const id = useId();
  const ids = {
    username: `${id}-username`,
    email: `${id}-email`,
    message: `${id}-message`,
    counter: `${id}-counter`,
  };
  const errorId = (field: string) => `${id}-${field}-error`;

  const onSubmit = handleSubmit(async (body) => {
    const outcome = await submitForm(sendContactMessage(body).unwrap(), {
      fields: FIELDS,
      setError,
      fallback: contactFailureMessage,
    });
    if (!outcome.ok) {
      if (outcome.failure) dispatch(showToast(outcome.failure, 'error'));
      return;
    }
    dispatch(showToast(CONTACT_MESSAGES.messageSent, 'success'));
    // The shopper's own details come back for the next message; what they typed is gone.
    reset(known, { keepDirtyValues: false });
    navigate(paths.home);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact form">
      <div>
        <label htmlFor={ids.username} className="text-sm font-medium text-stone-800">
          Username
        </label>
        <input
          id={ids.username}
          type="text"
          autoComplete="username"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? errorId('username') : undefined}
          className={`${INPUT} ${borderFor(Boolean(errors.username))}`}
          {...register('username')}
        />
        <FieldError id={errorId('username')} message={errors.username?.message} />
      </div>

      <div>
        <label htmlFor={ids.email} className="text-sm font-medium text-stone-800">
          Email <span className="font-normal text-stone-500">(optional, for our reply)</span>
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId('email') : undefined}
          className={`${INPUT} ${borderFor(Boolean(errors.email))}`}
          {...register('email')}
        />
        <FieldError id={errorId('email')} message={errors.email?.message} />
      </div>

      <div>
        <label htmlFor={ids.message} className="text-sm font-medium text-stone-800">
          Message
        </label>
        <textarea
          id={ids.message}
          rows={7}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[errors.message ? errorId('message') : null, ids.counter]
            .filter(Boolean)
            .join(' ')}
          className={`${INPUT} resize-y ${borderFor(Boolean(errors.message))}`}
          {...register('message')}
        />
        <div className="flex items-start justify-between gap-4">
          <FieldError id={errorId('message')} message={errors.message?.message} />
          <p
            id={ids.counter}
            className={`mt-1 ml-auto shrink-0 text-sm tabular-nums ${
              messageLength > CONTACT_MESSAGE_MAX ? 'font-medium text-red-700' : 'text-stone-500'
            }`}
          >
            {messageLength} / {CONTACT_MESSAGE_MAX}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </div>

      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-stone-900 px-8 py-3 font-medium text-white transition hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-stone-400 sm:w-auto"
      >
        Send
      </button>
    </form>
  );
}
