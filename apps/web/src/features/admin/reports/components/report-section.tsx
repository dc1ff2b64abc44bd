import { type ReactNode, useId } from 'react';
import { LoadedPart } from '@/components/ui/loaded-part';

/**
 * One report of the page under its own heading: its choices and 'Download CSV' at the top, then
 * its figures, loading and failing on their own so one slow or failed report leaves the others.
 * `csvHref` is null while the period chosen cannot make a report.
 */
export function ReportSection<T>({
  title,
  description,
  controls,
  csvHref,
  isError,
  isFetching,
  data,
  children,
}: {
  title: string;
  description: string;
  controls?: ReactNode;
  csvHref: string | null;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isFetching}
      className="mt-10 min-w-0 border-t border-stone-200 pt-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-serif text-xl text-stone-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{description}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {controls}
          {csvHref && (
            <a
              href={csvHref}
              download
              className="rounded-md bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-rose-800"
            >
              Download CSV
              <span className="sr-only"> of {title.toLowerCase()}</span>
            </a>
          )}
        </div>
      </div>
      {csvHref === null ? (
        <p className="mt-4 text-sm text-stone-600">Choose a period above to see this report.</p>
      ) : (
        <LoadedPart isError={isError} data={data}>
          {children}
        </LoadedPart>
      )}
    </section>
  );
}

/** A choice of a report ('Group by', 'By'), its label above it. */
export function ReportChoice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  // The label beside the select, not around it: wrapped, the options' words join its name.
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="mt-1 block rounded-md border border-stone-300 bg-white px-2 py-2 text-base"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
