import { useEffect, useState } from 'react';
import { saleCountdown } from '../next-sale';

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours, minutes and seconds to the next noon in Chicago, or 'SALE' when it arrives. */
export function SaleCountdown({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const state = saleCountdown(now);
  const box =
    tone === 'dark' ? 'bg-stone-900 text-white' : 'bg-white text-stone-900 shadow-sm ring-1 ring-stone-200';

  if (state.kind === 'sale') {
    return (
      <p role="timer" className="font-serif text-4xl font-semibold tracking-widest text-rose-700">
        SALE
      </p>
    );
  }
  const units = [
    { value: state.hours, label: 'Hours' },
    { value: state.minutes, label: 'Minutes' },
    { value: state.seconds, label: 'Seconds' },
  ];
  return (
    <div
      role="timer"
      aria-label={`${state.hours} hours, ${state.minutes} minutes and ${state.seconds} seconds until the next sale`}
      className="flex gap-3"
      // The server drew the time of its render; the browser hydrates a moment later and shows
      // its own time from the next tick on (a clock is the case this escape hatch is for).
      suppressHydrationWarning
    >
      {units.map((unit) => (
        <div
          key={unit.label}
          className={`flex w-20 flex-col items-center rounded-lg py-3 ${box}`}
          aria-hidden="true"
        >
          <span className="text-3xl font-semibold tabular-nums" suppressHydrationWarning>
            {pad(unit.value)}
          </span>
          <span className="text-xs tracking-wider uppercase opacity-75">{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
