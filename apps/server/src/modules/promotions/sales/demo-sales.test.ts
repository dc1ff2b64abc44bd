import { describe, expect, it } from 'vitest';
import { DEMO_SALE_DAYS, demoDailySales } from './demo-sales.service';

describe('the demo’s daily sale', () => {
  it('starts at 12:00 in Chicago every day, summer and winter, for two hours', () => {
    const winter = demoDailySales(new Date('2026-12-01T10:00:00Z'), 3);
    expect(winter.map((sale) => sale.startsAt?.toISOString())).toEqual([
      '2026-12-01T18:00:00.000Z',
      '2026-12-02T18:00:00.000Z',
      '2026-12-03T18:00:00.000Z',
    ]);
    expect(winter[0]?.endsAt?.toISOString()).toBe('2026-12-01T20:00:00.000Z');
    const summer = demoDailySales(new Date('2026-07-01T10:00:00Z'), 1);
    expect(summer[0]?.startsAt?.toISOString()).toBe('2026-07-01T17:00:00.000Z');
  });

  it('keeps today’s sale while it runs, and skips it once it is over', () => {
    expect(demoDailySales(new Date('2026-12-01T19:00:00Z'), 1)[0]?.startsAt?.toISOString()).toBe(
      '2026-12-01T18:00:00.000Z',
    );
    expect(demoDailySales(new Date('2026-12-01T21:00:00Z'), 1)[0]?.startsAt?.toISOString()).toBe(
      '2026-12-02T18:00:00.000Z',
    );
    expect(demoDailySales(new Date('2026-12-01T21:00:00Z'))).toHaveLength(DEMO_SALE_DAYS);
  });
});
