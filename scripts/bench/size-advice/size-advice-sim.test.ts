import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, type ShopModel } from './size-advice-shop';
import { mergeTallies, simulate } from './size-advice-sim';

// A shop small enough to replay in a moment.
const SMALL: ShopModel = { ...DEFAULT_MODEL, shoppers: 300, productsPerCategory: 20 };
const overall = (model: ShopModel, history: 'as bought' | 'true fit' = 'as bought') =>
  mergeTallies(simulate(model, history).tallies.flat());

describe('the simulated shop behind the size-advice bench', () => {
  it('gives the same figures for the same seed, and others for another', () => {
    expect(simulate(SMALL)).toEqual(simulate(SMALL));
    expect(simulate({ ...SMALL, seed: 7 })).not.toEqual(simulate(SMALL));
  });

  it('judges every method right when every shopper knows her size and every product fits true', () => {
    const exact = {
      ...SMALL,
      habituallyOff: 0,
      runsSmall: 0,
      runsLarge: 0,
      reviewNoise: 0,
      measurementSdCm: 0,
    };
    const tally = overall(exact);
    expect(tally.purchases).toBeGreaterThan(1000);
    expect(tally.right).toEqual({ advice: tally.purchases, usual: tally.purchases, last: tally.purchases });
  });

  it('scores by the truth: when every product runs small, the usual size is wrong', () => {
    const allSmall = { ...SMALL, habituallyOff: 0, runsSmall: 1, runsLarge: 0 };
    const asBought = overall(allSmall, 'as bought');
    // Only shoppers already in the largest size keep it.
    expect(asBought.right.usual / asBought.purchases).toBeLessThan(0.1);
    // Sizes returned too small read as bought say 'a size up', and the product's answers say so
    // again: two sizes up. Moved by each product's fit, the history counts the size up once.
    const trueFit = overall(allSmall, 'true fit');
    expect(trueFit.right.advice / trueFit.purchases).toBeGreaterThan(0.6);
    expect(asBought.right.advice / asBought.purchases).toBeLessThan(0.45);
  });

  it('leaves the size bought last the usual size when nobody follows the advice', () => {
    const tally = overall({ ...SMALL, adoption: 0 });
    expect(tally.right.last).toBe(tally.right.usual);
    const following = overall({ ...SMALL, adoption: 1 });
    expect(following.right.last).not.toBe(following.right.usual);
  });
});
