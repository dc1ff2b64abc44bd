import { describe, expect, it } from 'vitest';
import { publicSale as sale } from '@/test/sale-fixtures';
import { nextScheduleChange, saleClock, saleCoverage, timeLeft } from './next-sale';

const at = (iso: string) => Date.parse(iso);

describe('saleClock', () => {
  it('counts days, hours, minutes and seconds to the next sale, rounding up to whole seconds', () => {
    const next = sale();
    expect(saleClock({ live: null, next }, at('2026-12-01T14:30:15.200Z'))).toEqual({
      kind: 'next',
      sale: next,
      left: { days: 0, hours: 3, minutes: 29, seconds: 45 },
    });
    expect(saleClock({ live: null, next }, at('2026-11-29T17:59:59Z'))?.left).toEqual({
      days: 2,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  it('counts the live sale down to its end', () => {
    const live = sale();
    expect(saleClock({ live, next: null }, at('2026-12-01T19:59:30Z'))).toEqual({
      kind: 'live',
      sale: live,
      left: { days: 0, hours: 0, minutes: 0, seconds: 30 },
    });
  });

  it('prefers the live sale to the next one', () => {
    const live = sale({ name: 'Weekend' });
    const next = sale({ name: 'Later', startsAt: '2026-12-02T18:00:00Z', endsAt: '2026-12-02T20:00:00Z' });
    expect(saleClock({ live, next }, at('2026-12-01T19:00:00Z'))?.sale.name).toBe('Weekend');
  });

  it('moves on by itself when a read schedule runs out: the next sale starts, a live one ends', () => {
    const next = sale();
    // The next sale began after the schedule was read: it is live until its end.
    expect(saleClock({ live: null, next }, at('2026-12-01T18:00:00Z'))).toMatchObject({
      kind: 'live',
      left: { hours: 2, minutes: 0, seconds: 0 },
    });
    // The live sale ended: the next one is counted to.
    const live = sale({ startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T12:00:00Z' });
    expect(saleClock({ live, next }, at('2026-12-01T12:00:00Z'))).toMatchObject({
      kind: 'next',
      left: { hours: 6, minutes: 0, seconds: 0 },
    });
    // Both over, or nothing scheduled: no countdown.
    expect(saleClock({ live: null, next }, at('2026-12-01T20:00:00Z'))).toBeNull();
    expect(saleClock({ live: null, next: null }, at('2026-12-01T12:00:00Z'))).toBeNull();
  });
});

describe('timeLeft', () => {
  it('is 0 at the instant and after it', () => {
    expect(timeLeft(1000, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('nextScheduleChange', () => {
  it('is the first start or end still to come', () => {
    const live = sale({ startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T12:00:00Z' });
    const next = sale();
    expect(nextScheduleChange({ live, next }, at('2026-12-01T11:00:00Z'))).toBe(at('2026-12-01T12:00:00Z'));
    expect(nextScheduleChange({ live, next }, at('2026-12-01T13:00:00Z'))).toBe(at('2026-12-01T18:00:00Z'));
    expect(nextScheduleChange({ live: null, next }, at('2026-12-01T19:00:00Z'))).toBe(
      at('2026-12-01T20:00:00Z'),
    );
    expect(nextScheduleChange({ live: null, next: null }, 0)).toBeNull();
  });
});

describe('saleCoverage', () => {
  it('says what a sale covers, in the words of the Deals section', () => {
    expect(saleCoverage(sale())).toBe('20% off everything');
    expect(saleCoverage(sale({ wholeShop: false, categories: ['dress'] }))).toBe('20% off Dresses');
    expect(saleCoverage(sale({ wholeShop: false, categories: ['dress', 'shoes', 'adult'] }))).toBe(
      '20% off Dresses, Shoes and Party',
    );
    expect(saleCoverage(sale({ wholeShop: false, categories: ['dress', 'shoes'], productCount: 3 }))).toBe(
      '20% off Dresses and Shoes and 3 chosen products',
    );
    expect(saleCoverage(sale({ percentOff: 15, wholeShop: false, productCount: 4 }))).toBe(
      '15% off 4 chosen products',
    );
    expect(saleCoverage(sale({ wholeShop: false, productCount: 1 }))).toBe('20% off 1 chosen product');
  });
});
