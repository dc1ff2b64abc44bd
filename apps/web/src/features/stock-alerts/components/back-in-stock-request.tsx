import { zodResolver } from '@hookform/resolvers/zod';
import {
  STOCK_ALERT_MESSAGES,
  type StockAlertAnswer,
  soldOutIn,
  stockAlertEmailFormSchema,
} from '@shop/shared/catalog/stock-alerts-schemas';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { FormMessage } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { submitForm } from '@/lib/submit-form';
import { selectSessionKnown, selectUser } from '@/stores/session';
import { useRequestStockAlertMutation } from '../api/stock-alerts-api';

const buttonClass =
  'rounded-md border border-stone-900 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-900 hover:text-white disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 'M is sold out in Gold.' and the way to hear when it is back (docs/product/screens.md, Product
 * page): a logged-in shopper's one tap, or a guest's email, which they confirm from their inbox.
 * `headingRef` lets the page move focus to the sentence when a sold-out size is picked.
 */
export function BackInStockRequest({
  variantId,
  size,
  colour,
  headingRef,
  askAtOnce = false,
}: {
  variantId: string;
  size: string;
  /** The colour as the shop spells it; null for a product in one colour. */
  colour: string | null;
  headingRef?: Ref<HTMLParagraphElement>;
  /**
   * The shopper already asked (the sold-out size they pressed reads 'Tell me when M is back'):
   * a logged-in shopper's request is sent as the box opens, their one tap.
   */
  askAtOnce?: boolean;
}) {
  const user = useSelector(selectUser);
  const known = useSelector(selectSessionKnown);
  const [answer, setAnswer] = useState<StockAlertAnswer | null>(null);
  const sentenceId = useId();
  return (
    <section
      aria-labelledby={sentenceId}
      className="rounded-md border border-stone-200 bg-white px-4 py-3 text-sm"
    >
      <p id={sentenceId} ref={headingRef} tabIndex={-1} className="font-medium text-stone-900 outline-none">
        {soldOutIn(size, colour)}
      </p>
      {answer ? (
        <p role="status" className="mt-2 text-emerald-800">
          {answer.message}
          {answer.confirmByMail && ` ${STOCK_ALERT_MESSAGES.checkInbox}`}
        </p>
      ) : !known ? (
        // Whose the page is is not known yet: a tap now could go to a guest's email form that the
        // shopper's one-tap button replaces a moment later, taking its answer with it.
        <div className="mt-2">
          <button type="button" disabled className={buttonClass}>
            {STOCK_ALERT_MESSAGES.ask}
          </button>
        </div>
      ) : user ? (
        <ShopperTap variantId={variantId} onDone={setAnswer} askAtOnce={askAtOnce} />
      ) : (
        <GuestForm variantId={variantId} onDone={setAnswer} />
      )}
    </section>
  );
}

function ShopperTap({
  variantId,
  onDone,
  askAtOnce,
}: {
  variantId: string;
  onDone: (answer: StockAlertAnswer) => void;
  askAtOnce: boolean;
}) {
  const [ask, { isLoading }] = useRequestStockAlertMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    const outcome = await submitForm(ask({ variantId }).unwrap(), {
      fallback: STOCK_ALERT_MESSAGES.sendFailed,
    });
    if (outcome.ok) onDone(outcome.data);
    else setFailure(outcome.failure);
  };
  // Once, even when React runs the effect twice in development.
  const asked = useRef(false);
  const askNow = useRef(onClick);
  askNow.current = onClick;
  useEffect(() => {
    if (!askAtOnce || asked.current) return;
    asked.current = true;
    void askNow.current();
  }, [askAtOnce]);
  return (
    <div className="mt-2 flex flex-col items-start gap-2">
      <button type="button" onClick={onClick} disabled={isLoading} className={buttonClass}>
        {STOCK_ALERT_MESSAGES.ask}
      </button>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
    </div>
  );
}

function GuestForm({ variantId, onDone }: { variantId: string; onDone: (answer: StockAlertAnswer) => void }) {
  const [ask] = useRequestStockAlertMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(stockAlertEmailFormSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const outcome = await submitForm(ask({ variantId, email }).unwrap(), {
      fields: ['email'] as const,
      setError,
      fallback: STOCK_ALERT_MESSAGES.sendFailed,
    });
    if (outcome.ok) onDone(outcome.data);
    else if (outcome.failure) setFailure(outcome.failure);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-2">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div>
        <button type="submit" disabled={isSubmitting} className={buttonClass}>
          {STOCK_ALERT_MESSAGES.ask}
        </button>
      </div>
    </form>
  );
}
