import { toNestErrors } from '@hookform/resolvers';
import {
  type AdminCategory,
  SIZE_MEASUREMENTS,
  type SizeMeasurement,
  type SizeUnit,
} from '@shop/shared/catalog/categories';
import { createCategorySchema, updateCategorySchema } from '@shop/shared/catalog/categories-schemas';
import { categoryHandleOf, plainChart } from '@shop/shared/catalog/size-charts';
import type { FieldError, FieldPath, Resolver } from 'react-hook-form';
import type { CategoryBody } from '../api/categories-api';

/** A row of the size chart as typed: measurements stay text until sent, so an emptied one is no 0. */
export type SizeRowValues = { size: string } & Record<SizeMeasurement, string>;

export interface CategoryFormValues {
  name: string;
  handle: string;
  description: string;
  picture: string;
  hidden: boolean;
  featured: boolean;
  unit: SizeUnit;
  sizes: SizeRowValues[];
}

export const MEASUREMENT_LABELS: Record<SizeMeasurement, string> = {
  bust: 'Bust',
  waist: 'Waist',
  hips: 'Hips',
  length: 'Length',
};

export const emptyRow = (size = ''): SizeRowValues => ({ size, bust: '', waist: '', hips: '', length: '' });

export function valuesOf(category: AdminCategory | null): CategoryFormValues {
  // The server makes a category without a chart One Size; the form starts where it would.
  const chart = category?.sizeChart ?? plainChart(['One Size']);
  return {
    name: category?.name ?? '',
    handle: category?.handle ?? '',
    description: category?.description ?? '',
    picture: category?.picture ?? '',
    hidden: category?.hidden ?? false,
    featured: category?.featured ?? false,
    unit: chart.unit,
    sizes: chart.sizes.map((row) => ({
      size: row.size,
      ...(Object.fromEntries(
        SIZE_MEASUREMENTS.map((key) => [key, row[key] === null ? '' : String(row[key])]),
      ) as Record<SizeMeasurement, string>),
    })),
  };
}

/**
 * The address a name gives: an existing category keeps its own while its name does, so typing a
 * name and then putting it back leaves the address where it was.
 */
export function handleFollowing(category: AdminCategory | null, name: string): string {
  return category && name.trim() === category.name ? category.handle : categoryHandleOf(name);
}

/** An emptied measurement is none; anything else the schema reads as a number, or refuses in words. */
const measurementOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The body POST sends, and PATCH whole: the address always explicit (the form made it from the
 * name or the owner typed it), the chart as the rows stand.
 */
export function bodyOf(values: CategoryFormValues): CategoryBody {
  const picture = values.picture.trim();
  return {
    name: values.name,
    handle: values.handle,
    description: values.description,
    picture: picture === '' ? null : picture,
    hidden: values.hidden,
    featured: values.featured,
    sizeChart: {
      unit: values.unit,
      sizes: values.sizes.map((row) => ({
        size: row.size,
        bust: measurementOf(row.bust),
        waist: measurementOf(row.waist),
        hips: measurementOf(row.hips),
        length: measurementOf(row.length),
      })),
    },
  };
}

type FormField = FieldPath<CategoryFormValues>;

const PLAIN_FIELDS = ['name', 'handle', 'description', 'picture', 'hidden', 'featured'] as const;

/**
 * The form field a body field is under, as a schema issue's path or the server's dotted `field`
 * ('sizeChart.sizes.1.size' is the size of the second row); anything else about the chart goes
 * under the chart as a whole.
 */
export function formFieldOf(path: readonly PropertyKey[] | string): FormField | undefined {
  const [first, second, index, key] =
    typeof path === 'string'
      ? path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      : path;
  if (first === 'sizeChart') {
    if (second === 'unit') return 'unit';
    if (
      second === 'sizes' &&
      typeof index === 'number' &&
      (key === 'size' || SIZE_MEASUREMENTS.includes(key as SizeMeasurement))
    )
      return `sizes.${index}.${key as 'size' | SizeMeasurement}`;
    return 'sizes';
  }
  return PLAIN_FIELDS.find((field) => field === first);
}

/** The fields a refusal from the server may name, for a chart of `rows` sizes. */
export function serverFieldsOf(rows: number): string[] {
  return [
    ...PLAIN_FIELDS,
    'sizeChart',
    'sizeChart.unit',
    'sizeChart.sizes',
    ...Array.from({ length: rows }, (_, index) =>
      ['size', ...SIZE_MEASUREMENTS].map((key) => `sizeChart.sizes.${index}.${key}`),
    ).flat(),
  ];
}

/**
 * The shared schema of the body checks the form, so it refuses what the server would; each
 * issue's message goes under its field (a row's own cell, or the chart), the first one only.
 */
export function categoryResolver(editing: boolean): Resolver<CategoryFormValues> {
  const schema = editing ? updateCategorySchema : createCategorySchema;
  return async (values, _context, options) => {
    const issues = schema.safeParse(bodyOf(values)).error?.issues ?? [];
    const errors: Record<string, FieldError> = {};
    for (const issue of issues) {
      const field = formFieldOf(issue.path);
      if (field !== undefined && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    // An address left empty follows a name not given yet: the name's message says what to do.
    if (errors.name && values.handle.trim() === '') delete errors.handle;
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toNestErrors<CategoryFormValues>(errors, options) };
  };
}
