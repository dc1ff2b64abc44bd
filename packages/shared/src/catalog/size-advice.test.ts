import { describe, expect, it } from 'vitest';
import { adviseSize, type FitSignal, type HistoryItem, trueFitSize } from './size-advice';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({ size, available: 4 }));
const answers = (fit: FitSignal['fit'], n: number, ageDays = 10): FitSignal[] =>
  Array.from({ length: n }, () => ({ fit, ageDays }));
const kept = (size: string, n = 1, ageDays = 30): HistoryItem[] =>
  Array.from({ length: n }, () => ({ size, outcome: 'kept' as const, ageDays }));

describe('adviseSize', () => {
  it('takes a size up from what the shopper keeps when buyers say it runs small, and says why', () => {
    const advice = adviseSize({
      sizes: SIZES,
      signals: answers('small', 6),
      history: kept('M', 3),
      category: 'Dresses',
    });
    expect(advice).toMatchObject({ size: 'L', basis: ['history', 'fit'], soldOut: false });
    expect(advice.fit).toEqual({ small: 6, true: 0, large: 0, answers: 6 });
    expect(advice.reason).toBe(
      'The 3 pieces you kept in Dresses point to M; 6 of 6 buyers say it runs small, so take L.',
    );
  });

  it('advises no size with few answers and nothing known of the shopper, and invents nothing', () => {
    const advice = adviseSize({ sizes: SIZES, signals: answers('small', 3), history: [] });
    expect(advice).toMatchObject({
      size: null,
      confidence: 'low',
      reason: 'Not enough fit answers yet to advise a size.',
    });
  });

  it('keeps the shopper’s size while the fit answers are too few to move it', () => {
    expect(adviseSize({ sizes: SIZES, signals: answers('small', 4), history: kept('M') }).size).toBe('M');
  });

  it('counts a return too large toward the size below, and recent answers over old ones', () => {
    const history: HistoryItem[] = [{ size: 'L', outcome: 'too_large', ageDays: 5 }];
    expect(adviseSize({ sizes: SIZES, signals: [], history }).size).toBe('M');
    // Ten old 'small' answers against six fresh 'large' ones: the fresh ones win.
    const signals = [...answers('small', 10, 900), ...answers('large', 6, 1)];
    expect(adviseSize({ sizes: SIZES, signals, history: kept('M') }).size).toBe('S');
  });

  it('finds a size from measurements against the chart, in inches too', () => {
    const chart = {
      unit: 'in' as const,
      sizes: SIZES.map(({ size }, i) => ({
        size,
        bust: 31 + 2 * i,
        waist: 24 + 2 * i,
        hips: 34 + 2 * i,
        length: null,
      })),
    };
    const advice = adviseSize({
      sizes: SIZES,
      signals: [],
      history: [],
      measurements: { bust: 89, waist: 71, hips: 97 },
      chart,
    });
    expect(advice).toMatchObject({ size: 'M', basis: ['measurements'] });
    expect(advice.reason).toBe('Your measurements match M.');
  });

  it('says so when the advised size is sold out', () => {
    const sizes = SIZES.map((entry) => (entry.size === 'L' ? { ...entry, available: 0 } : entry));
    const advice = adviseSize({ sizes, signals: answers('small', 5), history: kept('M') });
    expect(advice).toMatchObject({ size: 'L', soldOut: true });
    expect(advice.reason).toMatch(/L is sold out just now\.$/);
  });

  it('with enough answers but nothing known of the shopper, tells the fit without a size', () => {
    const advice = adviseSize({ sizes: SIZES, signals: answers('true', 14), history: [] });
    expect(advice.size).toBeNull();
    expect(advice.reason).toMatch(/^Most of 14 buyers say it runs true to size\./);
  });
});

describe('trueFitSize', () => {
  const ORDER = SIZES.map(({ size }) => size);

  it('counts a size kept of a product that runs small as the size below, and large as the one above', () => {
    expect(trueFitSize('L', answers('small', 6), ORDER)).toBe('M');
    expect(trueFitSize('S', answers('large', 6), ORDER)).toBe('M');
    expect(trueFitSize('M', answers('true', 6), ORDER)).toBe('M');
  });

  it('leaves the size as bought with too few signals, at the chart’s ends, or off the chart', () => {
    expect(trueFitSize('L', answers('small', 4), ORDER)).toBe('L');
    expect(trueFitSize('XS', answers('small', 6), ORDER)).toBe('XS');
    expect(trueFitSize('XL', answers('large', 6), ORDER)).toBe('XL');
    expect(trueFitSize('XXL', answers('small', 6), ORDER)).toBe('XXL');
  });

  it('keeps a size taken up for a product that runs small from moving the next advice up', () => {
    // L kept twice, both of dresses that run small: M of a dress that fits true to size.
    const bought = kept('L', 2);
    const signals = answers('true', 8);
    expect(adviseSize({ sizes: SIZES, signals, history: bought }).size).toBe('L');
    const history = bought.map((item) => ({
      ...item,
      size: trueFitSize(item.size, answers('small', 9), ORDER),
    }));
    expect(adviseSize({ sizes: SIZES, signals, history })).toMatchObject({
      size: 'M',
      reason: 'The 2 pieces of this kind you kept point to M; most of 8 buyers say it runs true to size.',
    });
  });
});
