import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { browserTimeZone } from './local-date-time';

/**
 * A promotion's start and end as datetime-local inputs, under a note naming the browser's time
 * zone they are read in (and `note`, what else the owner should know about them).
 */
export function StartEndFields({
  optional = false,
  note,
  starts,
  ends,
  errors,
}: {
  /** Either may be left empty: said in the labels. */
  optional?: boolean;
  note?: string;
  starts: UseFormRegisterReturn;
  ends: UseFormRegisterReturn;
  errors: { startsAt?: { message?: string }; endsAt?: { message?: string } };
}) {
  return (
    <>
      <p className="text-sm text-stone-600">
        Times are in your browser’s time zone, {browserTimeZone()}.{note ? ` ${note}` : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={optional ? 'Starts (optional)' : 'Starts'}
          type="datetime-local"
          error={errors.startsAt?.message}
          {...starts}
        />
        <TextField
          label={optional ? 'Ends (optional)' : 'Ends'}
          type="datetime-local"
          error={errors.endsAt?.message}
          {...ends}
        />
      </div>
    </>
  );
}
