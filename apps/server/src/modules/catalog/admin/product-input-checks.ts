import { DomainError } from '../../../lib/domain-error';
import type { ColorBook } from '../colors/color-book';

// The limits of a product's fields and the small checks checkProduct (product-input.ts) is made
// of: each throws a 400 naming the field.

/**
 * What a product may hold, for every writer (the forms' API, the demo catalog, a CSV import).
 * Postgres' integer columns end at 2^31 - 1; no fashion item costs a million dollars.
 */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_TITLE = 200;
export const MAX_HANDLE = 200;
export const MAX_PRODUCT_TYPE = 100;
export const MAX_DESCRIPTION_HTML = 20_000;
export const MAX_URL = 2_000;
export const MAX_ALT = 300;
export const MAX_VARIANTS = 50;
export const MAX_IMAGES = 20;
/** Tags as Shopify writes them, comma-separated: a few dozen words. */
export const MAX_TAGS = 1_000;
export const MAX_SEO_TITLE = 70;
export const MAX_SEO_DESCRIPTION = 320;
export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SKU = /^[A-Za-z0-9._/-]+$/;
export const BARCODE = /^[A-Za-z0-9-]+$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invalid = (field: string, message: string) => new DomainError(400, message, field);

export function text(
  value: unknown,
  field: string,
  label: string,
  { min = 1, max }: { min?: number; max: number },
): string {
  if (typeof value !== 'string') throw invalid(field, `${label} must be text`);
  // Postgres refuses NUL in text with an error of its own; say so before it gets there.
  if (value.includes('\u0000')) throw invalid(field, `${label} must not contain NUL characters`);
  if (value.trim().length < min) throw invalid(field, `${label} is required`);
  if (value.length > max) throw invalid(field, `${label} must be at most ${max} characters`);
  return value;
}

export function wholeNumber(value: unknown, field: string, label: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalid(field, `${label} must be a whole number`);
  if (value < 0) throw invalid(field, `${label} must not be negative`);
  if (value > max) throw invalid(field, `${label} must be at most ${max}`);
  return value;
}

export function optionalId(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw invalid(field, `${field} must be a UUID`);
  return value.toLowerCase();
}

export function oneOf<T extends string>(
  value: unknown,
  values: readonly T[],
  field: string,
  label: string,
): T {
  if (typeof value !== 'string' || !values.includes(value as T)) {
    throw invalid(field, `${label} must be one of: ${values.join(', ')}`);
  }
  return value as T;
}

/** A picture's colour: null for every colour, else one the product comes in. */
/** A colour of the shop's by its name in any case, as the shop spells it. */
export function shopColor(value: unknown, colors: ColorBook, field: string, label: string): string {
  const color = typeof value === 'string' ? colors.get(value) : undefined;
  if (!color) {
    const names = colors.all.map((known) => known.name);
    const listed = names.length > 30 ? `${names.slice(0, 30).join(', ')}…` : names.join(', ');
    throw invalid(field, `${label} must be one of: ${listed}`);
  }
  return color.name;
}

/** Text that may be left out or null (none); an empty one is none too. */
export function optionalText(value: unknown, field: string, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  const given = text(value, field, label, { min: 0, max });
  return given === '' ? null : given;
}

export function imageColor(
  value: unknown,
  productColors: ReadonlySet<string>,
  field: string,
  colors: ColorBook,
): string | null {
  if (value === undefined || value === null) return null;
  const color = shopColor(value, colors, field, 'Picture colour');
  if (!productColors.has(color)) throw invalid(field, `The product does not come in ${color}`);
  return color;
}

/** An optional code (SKU, barcode): trimmed, null when empty; `message` says what it may be. */
export function optionalCode(
  value: unknown,
  field: string,
  pattern: RegExp,
  max: number,
  message: string,
): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field, message);
  const code = value.trim();
  if (code === '') return null;
  if (code.length > max || !pattern.test(code)) throw invalid(field, message);
  return code;
}
