import { describe, expect, it } from 'vitest';
import { fitLine, fitVerdict, sizeReturnsText } from './product-fit';

const fit = (small: number, trueToSize: number, large: number) => ({
  small,
  true: trueToSize,
  large,
  answers: small + trueToSize + large,
});

describe('fitLine', () => {
  it('says a product runs small or large when at least half the answers say so, more than the other way', () => {
    expect(fitLine(fit(11, 2, 1))).toBe('Runs small: 11 of 14');
    expect(fitLine(fit(1, 3, 4))).toBe('Runs large: 4 of 8');
    expect(fitLine(fit(0, 0, 1))).toBe('Runs large: 1 of 1');
  });

  it('says true to size otherwise, a split between small and large included', () => {
    expect(fitLine(fit(2, 9, 1))).toBe('True to size: 9 of 12');
    // Small is the most said, but not half of the answers.
    expect(fitLine(fit(4, 3, 2))).toBe('True to size: 3 of 9');
    expect(fitLine(fit(4, 0, 4))).toBe('True to size: 0 of 8');
    expect(fitVerdict(fit(4, 0, 4))).toEqual({ fit: 'true', count: 0 });
  });

  it('says nothing without answers', () => {
    expect(fitLine(fit(0, 0, 0))).toBeNull();
  });
});

describe('sizeReturnsText', () => {
  it('gives the returned units of the sold ones with the whole percent, half up', () => {
    expect(sizeReturnsText(3, 40)).toBe('3 of 40 sold (8 %)');
    expect(sizeReturnsText(3, 20)).toBe('3 of 20 sold (15 %)');
    expect(sizeReturnsText(1, 3)).toBe('1 of 3 sold (33 %)');
  });
});
