import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaleCountdown } from './sale-countdown';

describe('SaleCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every second and reaches SALE at noon Chicago time across the fall-back night', () => {
    // 11:59:58 CST on Sunday 1 November 2026, the first day after clocks went back.
    vi.setSystemTime(new Date('2026-11-01T17:59:58Z'));
    render(<SaleCountdown />);
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '0 hours, 0 minutes and 2 seconds until the next sale',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '0 hours, 0 minutes and 1 seconds until the next sale',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('SALE');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '23 hours, 59 minutes and 0 seconds until the next sale',
    );
  });

  it('counts a 23-hour day correctly across spring-forward', () => {
    // 12:01 CST on Saturday 7 March 2026, just after the SALE minute.
    vi.setSystemTime(new Date('2026-03-07T18:01:00Z'));
    render(<SaleCountdown />);
    // Noon on Sunday 8 March is 17:00 UTC (CDT): 22 h 59 min away, not 23 h 59 min.
    expect(screen.getByRole('timer')).toHaveAccessibleName(
      '22 hours, 59 minutes and 0 seconds until the next sale',
    );
  });
});
