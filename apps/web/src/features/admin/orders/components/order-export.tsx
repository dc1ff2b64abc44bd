import { reportPeriodQuerySchema } from '@shop/shared/reports/reports-schemas';
import { useId, useState } from 'react';

const FIELD = 'mt-1 block max-w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-base';

/** A day the server takes for `from` and `to` ('2026-04-30'). */
const isDay = (value: string) => reportPeriodQuerySchema.shape.from.safeParse(value).success;

/** Why the server would refuse these days, said before a link to its refusal is offered. */
function exportDaysProblem(from: string, to: string): string | null {
  if (from && !isDay(from)) return "'Paid from' must be a day such as 2026-04-30.";
  if (to && !isDay(to)) return "'Paid to' must be a day such as 2026-04-30.";
  if (from && to && from > to) return "'Paid from' must be the same day as 'Paid to' or before it.";
  return null;
}

/**
 * 'Export CSV' on Manage Orders (docs/product/screens.md): the orders the list shows (`query`, its
 * filters), kept to those paid from and to the days chosen (UTC, both included). The days narrow
 * the file only, never the list.
 */
export function OrderExport({ query }: { query: URLSearchParams }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fromId = useId();
  const toId = useId();
  const hintId = useId();
  const problemId = useId();
  const problem = exportDaysProblem(from, to);
  const described = problem ? `${hintId} ${problemId}` : hintId;
  const withDays = new URLSearchParams(query);
  if (from) withDays.set('from', from);
  if (to) withDays.set('to', to);

  return (
    // min-w-0: a fieldset is otherwise as wide as its content, wider than a phone.
    <fieldset className="flex min-w-0 max-w-full flex-col gap-1">
      <legend className="sr-only">Export CSV</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={fromId} className="text-sm text-stone-700">
          Paid from
          <input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={described}
            onChange={(event) => setFrom(event.target.value)}
            className={FIELD}
          />
        </label>
        <label htmlFor={toId} className="text-sm text-stone-700">
          Paid to
          <input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={described}
            onChange={(event) => setTo(event.target.value)}
            className={FIELD}
          />
        </label>
        {problem ? (
          // No link to a file the server would refuse: the button says why it cannot be used.
          <button
            type="button"
            disabled
            aria-describedby={problemId}
            className="rounded-md border border-stone-200 bg-stone-100 px-4 py-2 text-sm font-medium text-stone-500"
          >
            Export CSV
          </button>
        ) : (
          <a
            href={`/api/orders/export.csv?${withDays}`}
            download
            aria-describedby={hintId}
            className="rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            Export CSV
          </a>
        )}
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        Dates apply to the export only, not to the list: days of payment (UTC, both included), so unpaid
        orders are left out.
      </p>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
