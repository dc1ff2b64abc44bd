import { describe, expect, it } from 'vitest';
import { nextSaleStart, saleCountdown } from './next-sale';

const at = (iso: string) => Date.parse(iso);

describe('nextSaleStart', () => {
  it('is noon in Chicago: 17:00 UTC in summer (CDT), 18:00 UTC in winter (CST)', () => {
    expect(new Date(nextSaleStart(at('2026-07-01T10:00:00Z'))).toISOString()).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(new Date(nextSaleStart(at('2026-12-01T10:00:00Z'))).toISOString()).toBe(
      '2026-12-01T18:00:00.000Z',
    );
  });

  it('moves to the next day once noon has passed, by the Chicago calendar', () => {
    // 20:00 UTC on 1 July is 15:00 in Chicago: the next sale is noon on 2 July.
    expect(new Date(nextSaleStart(at('2026-07-01T20:00:00Z'))).toISOString()).toBe(
      '2026-07-02T17:00:00.000Z',
    );
    // 03:00 UTC on 2 July is still 1 July (22:00) in Chicago: noon on 2 July comes next.
    expect(new Date(nextSaleStart(at('2026-07-02T03:00:00Z'))).toISOString()).toBe(
      '2026-07-02T17:00:00.000Z',
    );
  });

  it('is right across the spring-forward change (8 March 2026)', () => {
    // Saturday 7 March 14:00 CST; the night has only 23 hours.
    const from = at('2026-03-07T20:00:00Z');
    const next = nextSaleStart(from);
    expect(new Date(next).toISOString()).toBe('2026-03-08T17:00:00.000Z');
    expect((next - from) / 3_600_000).toBe(21);
  });

  it('is right across the fall-back change (1 November 2026)', () => {
    // Saturday 31 October 14:00 CDT; the night has 25 hours.
    const from = at('2026-10-31T19:00:00Z');
    const next = nextSaleStart(from);
    expect(new Date(next).toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect((next - from) / 3_600_000).toBe(23);
  });
});

describe('saleCountdown', () => {
  it('counts hours, minutes and seconds down to noon', () => {
    expect(saleCountdown(at('2026-12-01T14:30:15Z'))).toEqual({
      kind: 'counting',
      hours: 3,
      minutes: 29,
      seconds: 45,
    });
  });

  it("shows 'SALE' at zero for a minute, then counts to the next day's noon", () => {
    expect(saleCountdown(at('2026-12-01T17:59:59Z'))).toEqual({
      kind: 'counting',
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(saleCountdown(at('2026-12-01T18:00:00Z'))).toEqual({ kind: 'sale' });
    expect(saleCountdown(at('2026-12-01T18:00:59Z'))).toEqual({ kind: 'sale' });
    expect(saleCountdown(at('2026-12-01T18:01:00Z'))).toEqual({
      kind: 'counting',
      hours: 23,
      minutes: 59,
      seconds: 0,
    });
  });
});
