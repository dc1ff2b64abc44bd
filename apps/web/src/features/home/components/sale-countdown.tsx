import { plural } from '@shop/shared/plural';
import type { SaleClock, TimeLeft } from '../next-sale';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2 days, 3 hours, 4 minutes and 5 seconds' (days only when there are any). */
function spoken(left: TimeLeft): string {
  const days = left.days > 0 ? `${plural(left.days, 'day', 'days')}, ` : '';
  return `${days}${plural(left.hours, 'hour', 'hours')}, ${plural(left.minutes, 'minute', 'minutes')} and ${plural(left.seconds, 'second', 'seconds')}`;
}

/**
 * The home's countdown (hero and Deals): 'Time till next sale!' over the time to the next
 * sale's start; while a sale is live, 'SALE' and 'Ends in' over the time left. The clock comes
 * from useSaleClock; with no sale there is no clock and nothing is drawn.
 */
export function SaleCountdown({
  clock,
  tone = 'light',
  heading: Heading = 'h2',
  coverage,
}: {
  clock: SaleClock | null;
  tone?: 'light' | 'dark';
  /** The title's level in the section around it. */
  heading?: 'h2' | 'h3';
  /** What the sale takes off what ('20% off Dresses and Accessories'), under the title. */
  coverage?: string;
}) {
  if (!clock) return null;
  const { left } = clock;
  const box =
    tone === 'dark' ? 'bg-stone-900 text-white' : 'bg-white text-stone-900 shadow-sm ring-1 ring-stone-200';
  const units = [
    ...(left.days > 0 ? [{ value: left.days, label: 'Days' }] : []),
    { value: left.hours, label: 'Hours' },
    { value: left.minutes, label: 'Minutes' },
    { value: left.seconds, label: 'Seconds' },
  ];
  const live = clock.kind === 'live';
  return (
    <div>
      {live ? (
        <>
          <Heading className="font-serif text-4xl font-semibold tracking-widest text-rose-700">SALE</Heading>
          {coverage && <p className="mt-1 font-medium text-stone-900">{coverage}</p>}
          <p className="mt-1 mb-3 text-sm font-medium tracking-wider text-stone-700 uppercase">Ends in</p>
        </>
      ) : (
        <>
          <Heading className={`${coverage ? 'mb-1' : 'mb-3'} text-lg font-medium text-stone-800`}>
            Time till next sale!
          </Heading>
          {coverage && <p className="mb-3 font-medium text-stone-900">{coverage}</p>}
        </>
      )}
      <div
        role="timer"
        aria-label={`${spoken(left)} ${live ? 'until the sale ends' : 'until the next sale'}`}
        className="flex gap-3"
      >
        {units.map((unit) => (
          <div
            key={unit.label}
            className={`flex w-20 flex-col items-center rounded-lg py-3 ${box}`}
            aria-hidden="true"
          >
            <span className="text-3xl font-semibold tabular-nums">{pad(unit.value)}</span>
            <span className="text-xs tracking-wider uppercase opacity-75">{unit.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
