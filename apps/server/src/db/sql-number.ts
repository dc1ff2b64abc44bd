/**
 * A count or sum as a driver hands it back: node-postgres gives `bigint` and `numeric` as text,
 * PGlite may give numbers; a sum over no rows is null, which counts as 0.
 */
export const sqlNumber = (value: unknown): number => Number(value ?? 0);
