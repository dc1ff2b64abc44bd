// How a product fits, as the owner reads it (docs/product/screens.md, Manage products and Admin
// dashboard): what most reviews answered, and how many sold units came back for their size.
import { FIT_LABELS, type Fit } from './reviews';

/** A product's fit answers in reviews, every colour's: each answer's count and how many answered. */
export interface FitAnswers {
  small: number;
  true: number;
  large: number;
  answers: number;
}

/** Units returned as too small or too large (returns not rejected), against paid units sold. */
export interface SizeReturns {
  units: number;
  soldUnits: number;
}

/**
 * What most answers say: 'small' when at least half say small and more say small than large,
 * 'large' the other way round, else 'true' (a product split between small and large is not
 * called either); null without answers. `count` is how many gave that answer.
 */
export function fitVerdict(fit: FitAnswers): { fit: Fit; count: number } | null {
  if (fit.answers === 0) return null;
  if (fit.small * 2 >= fit.answers && fit.small > fit.large) return { fit: 'small', count: fit.small };
  if (fit.large * 2 >= fit.answers && fit.large > fit.small) return { fit: 'large', count: fit.large };
  return { fit: 'true', count: fit.true };
}

/** 'Runs small: 11 of 14', 'True to size: 9 of 12'; null without answers. */
export function fitLine(fit: FitAnswers): string | null {
  const verdict = fitVerdict(fit);
  return verdict ? `${FIT_LABELS[verdict.fit]}: ${verdict.count} of ${fit.answers}` : null;
}

/** Returned units as a share of the sold ones, in whole percent (half up); 0 with nothing sold. */
export function sizeReturnPercent(units: number, soldUnits: number): number {
  return soldUnits > 0 ? Math.round((units * 100) / soldUnits) : 0;
}

/** '3 of 40 sold (8 %)'. */
export function sizeReturnsText(units: number, soldUnits: number): string {
  return `${units} of ${soldUnits} sold (${sizeReturnPercent(units, soldUnits)} %)`;
}
