import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  CELL_FIELDS,
  type CellField,
  type ColorRow,
  emptyCell,
  type GridCell,
  type ProductFormApi,
} from './product-form-values';

const cellKey = (color: string, size: string) => `${color}|${size}`;
const messageKey = (color: string, size: string, field: CellField) => `${color}|${size}|${field}`;

/** A colour row as it will be, and the colour it was before (a renamed main colour keeps its cells' messages). */
interface NextRow {
  row: ColorRow;
  was?: string;
}

/**
 * The colour × size grid's rows, one per colour, and what the form remembers of every cell shown
 * since it opened: stock, price, SKU and barcode typed for a colour in a size come back when a
 * category switched away and back lists the size again, or a colour removed is added again (the
 * first-day fixes of 25 November 2026), and so do their messages until the next save is tried. A
 * cell is known by its colour and size, never by its place, since rows and columns move.
 */
export function useVariantGrid(form: ProductFormApi) {
  const { control, getValues, getFieldState, setError, clearErrors, setValue } = form;
  const { fields, replace } = useFieldArray({ control, name: 'colors' });
  const remembered = useRef<{
    cells: Record<string, GridCell>;
    images: Record<string, string[]>;
    messages: Record<string, string>;
  }>({ cells: {}, images: {}, messages: {} });

  /** Lays the grid out anew, each cell with the values and messages it had when last shown. */
  const restructure = (sizes: readonly string[], next: (rows: ColorRow[]) => NextRow[]) => {
    const { cells, images, messages } = remembered.current;
    const rows = getValues('colors');
    rows.forEach((row, index) => {
      images[row.color] = [...row.images];
      row.sizes.forEach((cell, at) => {
        cells[cellKey(row.color, cell.size)] = { ...cell };
        for (const field of CELL_FIELDS) {
          const path = `colors.${index}.sizes.${at}.${field}` as const;
          const message = getFieldState(path).error?.message;
          if (message) messages[messageKey(row.color, cell.size, field)] = message;
          else delete messages[messageKey(row.color, cell.size, field)];
          clearErrors(path);
        }
      });
    });
    const laidOut = next(rows).map(({ row, was }) => ({
      was: was ?? row.color,
      row: {
        ...row,
        sizes: sizes.map((size) => ({
          ...(row.sizes.find((cell) => cell.size === size) ??
            cells[cellKey(row.color, size)] ??
            emptyCell(size)),
        })),
      },
    }));
    replace(laidOut.map(({ row }) => row));
    setValue('listedSizes', [...sizes]);
    setValue('color', laidOut[0]?.row.color ?? '', { shouldDirty: true });
    laidOut.forEach(({ row, was }, index) => {
      row.sizes.forEach((cell, at) => {
        for (const field of CELL_FIELDS) {
          const message = messages[messageKey(was, cell.size, field)];
          if (message) setError(`colors.${index}.sizes.${at}.${field}`, { message });
        }
      });
    });
  };

  const keep = (rows: ColorRow[]): NextRow[] => rows.map((row) => ({ row }));
  const fresh = (color: string): ColorRow => ({
    color,
    images: remembered.current.images[color] ?? [],
    sizes: [],
  });

  return {
    rows: fields,
    /** Lists these sizes in every colour instead (the category changed). */
    relist: (sizes: readonly string[]) => restructure(sizes, (rows) => keep(rows)),
    addColor: (color: string) =>
      restructure(getValues('listedSizes'), (rows) => [...keep(rows), { row: fresh(color) }]),
    removeColor: (index: number) =>
      restructure(getValues('listedSizes'), (rows) => keep(rows.filter((_, at) => at !== index))),
    /**
     * The 'Color' select chose the main colour: a colour listed moves first, another one takes
     * the place of the main colour with what was typed for it, as the one colour a product had did.
     */
    chooseMain: (color: string) => {
      if (!color) return;
      restructure(getValues('listedSizes'), (rows) => {
        const at = rows.findIndex((row) => row.color === color);
        const [main, ...others] = rows;
        if (at === 0) return keep(rows);
        if (at > 0) return keep([rows[at] as ColorRow, ...rows.filter((_, index) => index !== at)]);
        if (!main) return [{ row: fresh(color) }];
        // Cells are remembered under their colour: the renamed row's are carried over whole.
        const renamed = { ...main, color, sizes: main.sizes.map((cell) => ({ ...cell })) };
        return [{ row: renamed, was: main.color }, ...keep(others)];
      });
    },
    /** Puts the server's sentence about a cell beside it, listed now or later. */
    markCell: (color: string, size: string, field: CellField, message: string) => {
      const rows = getValues('colors');
      const index = rows.findIndex((row) => row.color === color);
      const at = rows[index]?.sizes.findIndex((cell) => cell.size === size) ?? -1;
      if (at === -1) remembered.current.messages[messageKey(color, size, field)] = message;
      else setError(`colors.${index}.sizes.${at}.${field}`, { message });
    },
    /** A save is tried: every message is found anew. */
    forgetMessages: () => {
      remembered.current.messages = {};
    },
    /** The form starts over for the next product. */
    forgetAll: () => {
      remembered.current = { cells: {}, images: {}, messages: {} };
    },
  };
}

export type VariantGrid = ReturnType<typeof useVariantGrid>;
