import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay', () => {
  it('writes a day as US English does, in the local time zone', () => {
    // Every seven hours and a bit over three years, so each month, day and hour of the day comes by.
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 7 * 3_600_000 + 12_345) {
      const iso = new Date(at).toISOString();
      expect(formatDay(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }));
    }
    expect(formatDay('2026-11-24T12:00:00.000Z')).toMatch(/^Nov 2[345], 2026$/);
    expect(formatDay('not a date')).toBe('Invalid Date');
  });
});
