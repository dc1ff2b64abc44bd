import { REPORT_MESSAGES } from '@shop/shared/reports/reports-schemas';
import { describe, expect, it } from 'vitest';
import { changeText } from './comparison';
import { daysOfAddress, defaultGroup, periodProblem, presetDays, presetOf, validDay } from './report-period';

describe('report periods', () => {
  it('gives each preset its days, across a month’s and a year’s start', () => {
    expect(presetDays('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetDays('last-7-days', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetDays('last-30-days', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(presetDays('this-month', '2026-04-30')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetDays('this-year', '2026-04-30')).toEqual({ from: '2026-01-01', to: '2026-04-30' });
  });

  it('names the preset a link’s days are, today, and calls other days custom', () => {
    expect(presetOf({ from: '2026-04-01', to: '2026-04-01' }, '2026-04-01')).toBe('today');
    expect(presetOf({ from: '2026-04-01', to: '2026-04-30' }, '2026-04-30')).toBe('last-30-days');
    // The same days seen a day later are no longer the last 30.
    expect(presetOf({ from: '2026-04-01', to: '2026-04-30' }, '2026-05-01')).toBe('custom');
  });

  it('reads the address as the server does, ignoring what is not a day', () => {
    expect(validDay('2026-02-31')).toBeUndefined();
    expect(validDay('yesterday')).toBeUndefined();
    expect(validDay('2026-02-28')).toBe('2026-02-28');
    expect(daysOfAddress(undefined, undefined, '2026-04-30')).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(daysOfAddress(undefined, '2026-03-31', '2026-04-30')).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
    });
    expect(daysOfAddress('2026-04-20', undefined, '2026-04-30')).toEqual({
      from: '2026-04-20',
      to: '2026-04-30',
    });
  });

  it('refuses what the server would, and groups long periods coarser', () => {
    expect(periodProblem({ from: '2026-04-02', to: '2026-04-01' })).toBe(REPORT_MESSAGES.fromAfterTo);
    expect(periodProblem({ from: '2023-01-01', to: '2025-12-31' })).toBeNull(); // 1096 days
    expect(periodProblem({ from: '2022-12-31', to: '2025-12-31' })).toBe(REPORT_MESSAGES.tooLong);
    expect([1, 31, 32, 183, 184].map(defaultGroup)).toEqual(['day', 'day', 'week', 'week', 'month']);
  });

  it('writes what changed with its sign, and a percent only against something', () => {
    expect(changeText(11_200, 10_000, 'money')).toBe('+$12.00 (+12%)');
    expect(changeText(6_000, 10_000, 'money')).toBe('−$40.00 (−40%)');
    expect(changeText(-500, 1_000, 'money')).toBe('−$15.00 (−150%)');
    expect(changeText(3, 0, 'count')).toBe('+3');
    expect(changeText(1_200, 1_200, 'count')).toBe('No change');
  });
});
