import { useId } from 'react';
import { addDays, daysIn, daysLabel, PERIOD_PRESETS } from './report-period';
import { ReportChoice } from './report-section';
import type { ReportParams } from './use-report-params';

const FIELD = 'mt-1 block rounded-md border border-stone-300 bg-white px-2 py-2 text-base';

/**
 * The period every report covers: a preset or two days of one's own, and whether test orders
 * count; under it the days in words and the period they are compared with.
 */
export function PeriodPicker({ params }: { params: ReportParams }) {
  const fromId = useId();
  const toId = useId();
  const testId = useId();
  const problemId = useId();
  const { days, preset, problem } = params;
  const count = daysIn(days);
  const previous = problem ? null : { from: addDays(days.from, -count), to: addDays(days.from, -1) };

  return (
    <div className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-end gap-4">
        <ReportChoice label="Period" value={preset} options={PERIOD_PRESETS} onChange={params.choosePreset} />
        {preset === 'custom' && (
          <>
            <label htmlFor={fromId} className="text-sm font-medium text-stone-800">
              From
              <input
                id={fromId}
                type="date"
                value={days.from}
                min="2000-01-01"
                max={days.to}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => event.target.value && params.chooseDays({ from: event.target.value })}
                className={FIELD}
              />
            </label>
            <label htmlFor={toId} className="text-sm font-medium text-stone-800">
              To
              <input
                id={toId}
                type="date"
                value={days.to}
                min={days.from}
                max="2100-12-31"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => event.target.value && params.chooseDays({ to: event.target.value })}
                className={FIELD}
              />
            </label>
          </>
        )}
        <label htmlFor={testId} className="flex items-center gap-2 py-2 text-sm text-stone-800">
          <input
            id={testId}
            type="checkbox"
            checked={params.testOrders}
            onChange={(event) => params.setTestOrders(event.target.checked)}
            className="size-4 accent-rose-800"
          />
          Include test orders
        </label>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <p className="mt-3 text-sm text-stone-700">
          {daysLabel(days)} ({count === 1 ? '1 day' : `${count} days`}, UTC), compared with the{' '}
          {count === 1 ? 'day' : `${count} days`} before
          {previous && ` (${daysLabel(previous)})`}.{' '}
          {params.testOrders ? 'Test orders are counted.' : 'Test orders are not counted.'}
        </p>
      )}
    </div>
  );
}
