// A shopper's own body measurements (docs/product/rules.md, Size advice): given on the Profile
// page so size advice can hold them against a category's size chart. The shop keeps them in
// centimetres, whatever unit the shopper typed them in, and answers in that unit.
import { z } from 'zod';
import { SIZE_UNITS, type SizeUnit } from '../catalog/categories';

export const MEASUREMENT_FIELDS = ['height', 'bust', 'waist', 'hips'] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

export const MEASUREMENT_LABELS: Record<MeasurementField, string> = {
  height: 'Height',
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
};

/** What a person measures, in centimetres: a value outside is a typo or the wrong unit. */
export const MEASUREMENT_RANGES_CM: Record<MeasurementField, { min: number; max: number }> = {
  height: { min: 120, max: 220 },
  bust: { min: 50, max: 200 },
  waist: { min: 50, max: 200 },
  hips: { min: 50, max: 200 },
};

const CM_PER_INCH = 2.54;

/**
 * A value in the unit given, as centimetres to one decimal. Counted in tenths, so an inch value
 * with one decimal comes back from `fromCentimetres` exactly as typed.
 */
export function toCentimetres(value: number, unit: SizeUnit): number {
  const tenths = Math.round(value * 10);
  return unit === 'cm' ? tenths / 10 : Math.round(tenths * CM_PER_INCH) / 10;
}

/** Centimetres in the unit given, to one decimal. */
export function fromCentimetres(cm: number, unit: SizeUnit): number {
  const tenths = Math.round(cm * 10);
  return unit === 'cm' ? tenths / 10 : Math.round(tenths / CM_PER_INCH) / 10;
}

/**
 * The range of a measurement in the unit given. In inches the ends are rounded inwards to one
 * decimal, so every value in range is also in range in centimetres.
 */
export function measurementRange(field: MeasurementField, unit: SizeUnit): { min: number; max: number } {
  const { min, max } = MEASUREMENT_RANGES_CM[field];
  if (unit === 'cm') return { min, max };
  return {
    min: Math.ceil((min / CM_PER_INCH) * 10) / 10,
    max: Math.floor((max / CM_PER_INCH) * 10) / 10,
  };
}

const unitWords = (unit: SizeUnit) => (unit === 'cm' ? 'cm' : 'inches');

export const MEASUREMENT_MESSAGES = {
  saved: 'Your measurements are saved.',
  forgotten: 'Your measurements are forgotten.',
  saveFailed: 'Your measurements could not be saved. Please try again.',
  forgetFailed: 'Your measurements could not be forgotten. Please try again.',
  unit: `unit must be one of: ${SIZE_UNITS.join(', ')}`,
  number: (field: MeasurementField) => `${MEASUREMENT_LABELS[field]} must be a number, or left empty.`,
  decimals: (field: MeasurementField) => `${MEASUREMENT_LABELS[field]} may have at most one decimal.`,
  range: (field: MeasurementField, unit: SizeUnit) => {
    const { min, max } = measurementRange(field, unit);
    return `${MEASUREMENT_LABELS[field]} must be between ${min} and ${max} ${unitWords(unit)}.`;
  },
} as const;

const hasOneDecimalAtMost = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

const measurement = (field: MeasurementField) =>
  z
    .number({ error: MEASUREMENT_MESSAGES.number(field) })
    .refine(hasOneDecimalAtMost, MEASUREMENT_MESSAGES.decimals(field))
    .nullable()
    .default(null);

/**
 * PUT /api/users/me/measurements: the unit they are typed in and each measurement, a number or
 * null (left out is null). The ranges depend on the unit, so they are checked on the whole body.
 */
export const measurementsBodySchema = z
  .object({
    unit: z.enum(SIZE_UNITS, { error: MEASUREMENT_MESSAGES.unit }),
    height: measurement('height'),
    bust: measurement('bust'),
    waist: measurement('waist'),
    hips: measurement('hips'),
  })
  .superRefine(
    (body, ctx) => {
      const refused = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const field of MEASUREMENT_FIELDS) {
        const value: unknown = body[field];
        if (typeof value !== 'number' || refused.has(field)) continue;
        const { min, max } = measurementRange(field, body.unit);
        if (value < min || value > max)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: MEASUREMENT_MESSAGES.range(field, body.unit),
          });
      }
    },
    // Every field's range is told at once, beside another field's bad number; not without a unit.
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'unit') },
  );
export type MeasurementsInput = z.input<typeof measurementsBodySchema>;
export type MeasurementsBody = z.output<typeof measurementsBodySchema>;

/** GET and PUT /api/users/me/measurements: the measurements in the unit the shopper chose. */
export const measurementsResponseSchema = z.object({
  unit: z.enum(SIZE_UNITS),
  height: z.number().nullable(),
  bust: z.number().nullable(),
  waist: z.number().nullable(),
  hips: z.number().nullable(),
});
export type Measurements = z.infer<typeof measurementsResponseSchema>;

/** What a shopper who never gave any has. */
export const NO_MEASUREMENTS: Measurements = {
  unit: 'cm',
  height: null,
  bust: null,
  waist: null,
  hips: null,
};
