import { describe, expect, it } from 'vitest';
import {
  fromCentimetres,
  MEASUREMENT_FIELDS,
  MEASUREMENT_RANGES_CM,
  measurementRange,
  measurementsBodySchema,
  toCentimetres,
} from './measurements';

describe('measurements in inches', () => {
  it('come back from centimetres exactly as typed, for every value with one decimal', () => {
    const changed: number[] = [];
    for (let tenths = 0; tenths <= 1000; tenths += 1) {
      const inches = tenths / 10;
      if (fromCentimetres(toCentimetres(inches, 'in'), 'in') !== inches) changed.push(inches);
    }
    expect(changed).toEqual([]);
  });

  it('are kept in centimetres to one decimal', () => {
    expect(toCentimetres(36.5, 'in')).toBe(92.7);
    expect(toCentimetres(65, 'in')).toBe(165.1);
    expect(fromCentimetres(92.7, 'in')).toBe(36.5);
    expect(toCentimetres(88.4, 'cm')).toBe(88.4);
  });

  it('have ranges whose every value is in range in centimetres too', () => {
    for (const field of MEASUREMENT_FIELDS) {
      const { min, max } = measurementRange(field, 'in');
      const cm = MEASUREMENT_RANGES_CM[field];
      expect(toCentimetres(min, 'in')).toBeGreaterThanOrEqual(cm.min);
      expect(toCentimetres(max, 'in')).toBeLessThanOrEqual(cm.max);
      // And nothing a tenth wider would be.
      expect(toCentimetres(min - 0.1, 'in')).toBeLessThan(cm.min);
      expect(toCentimetres(max + 0.1, 'in')).toBeGreaterThan(cm.max);
    }
  });
});

describe('the measurements body', () => {
  it('takes numbers or null with a unit, a measurement left out being null', () => {
    expect(measurementsBodySchema.parse({ unit: 'in', bust: 36.5, hips: null })).toEqual({
      unit: 'in',
      height: null,
      bust: 36.5,
      waist: null,
      hips: null,
    });
  });

  it('checks the range in the unit given', () => {
    expect(measurementsBodySchema.safeParse({ unit: 'cm', bust: 90 }).success).toBe(true);
    expect(measurementsBodySchema.safeParse({ unit: 'in', bust: 90 }).error?.issues).toMatchObject([
      { path: ['bust'], message: 'Bust must be between 19.7 and 78.7 inches.' },
    ]);
  });
});
