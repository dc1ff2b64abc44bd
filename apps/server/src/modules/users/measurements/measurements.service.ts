import {
  fromCentimetres,
  type Measurements,
  type MeasurementsBody,
  NO_MEASUREMENTS,
  toCentimetres,
} from '@shop/shared/people/measurements';
import type { Db } from '../../../db/client';
import {
  deleteMeasurementsRow,
  findMeasurementsRow,
  type MeasurementsRow,
  upsertMeasurementsRow,
} from './measurements.queries';

// A shopper's own measurements (docs/product/api.md, Measurements). Every function takes the
// caller's own id: no route names another shopper, and no admin answer reads this table.

const inUnit = (cm: number | null, unit: MeasurementsRow['unit']) =>
  cm === null ? null : fromCentimetres(cm, unit);
const inCentimetres = (value: number | null, unit: MeasurementsBody['unit']) =>
  value === null ? null : toCentimetres(value, unit);

function asAnswer(row: MeasurementsRow | undefined): Measurements {
  if (!row) return NO_MEASUREMENTS;
  const { unit } = row;
  return {
    unit,
    height: inUnit(row.height, unit),
    bust: inUnit(row.bust, unit),
    waist: inUnit(row.waist, unit),
    hips: inUnit(row.hips, unit),
  };
}

/** The shopper's measurements in the unit they chose; all null, in cm, when never given. */
export async function readMeasurements(db: Db, userId: string): Promise<Measurements> {
  return asAnswer(await findMeasurementsRow(db, userId));
}

/** Keeps the measurements in centimetres and answers them as they will be read back. */
export async function saveMeasurements(
  db: Db,
  userId: string,
  body: MeasurementsBody,
): Promise<Measurements> {
  const { unit } = body;
  const row = await upsertMeasurementsRow(db, userId, {
    unit,
    height: inCentimetres(body.height, unit),
    bust: inCentimetres(body.bust, unit),
    waist: inCentimetres(body.waist, unit),
    hips: inCentimetres(body.hips, unit),
  });
  return asAnswer(row);
}

export function forgetMeasurements(db: Db, userId: string): Promise<void> {
  return deleteMeasurementsRow(db, userId);
}
