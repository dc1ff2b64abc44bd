import { type ColorFamily, type ShopColor, tidyColorName } from '@shop/shared/catalog/colors';
import { colourLabel } from '@shop/shared/catalog/variant-labels';
import type { Db } from '../../../db/client';
import { findColors, lockColors } from './colors.queries';

/** The shop's colours as one read gives them: a name in any case to the colour, a family to its names. */
export class ColorBook {
  private readonly byName: ReadonlyMap<string, ShopColor>;

  constructor(readonly all: readonly ShopColor[]) {
    this.byName = new Map(all.map((color) => [color.name.toLowerCase(), color]));
  }

  /** The colour of this name, whatever its case. */
  get(name: string): ShopColor | undefined {
    return this.byName.get(tidyColorName(name).toLowerCase());
  }

  /** A colour as pages and mails print it: the shop's spelling with a capital ('navy' → 'Navy'). */
  labelOf(name: string): string {
    return colourLabel(name, (wanted) => this.get(wanted));
  }

  /** The names of a family's colours: what `color=blue` finds. */
  namesIn(family: ColorFamily): string[] {
    return this.all.filter((color) => color.family === family).map((color) => color.name);
  }
}

export async function readColorBook(db: Db): Promise<ColorBook> {
  return new ColorBook(await findColors(db));
}

/** The colours, held (for share) until the caller's transaction ends, as shareCategoryBook does. */
export async function shareColorBook(tx: Db): Promise<ColorBook> {
  await lockColors(tx, 'share');
  return new ColorBook(await findColors(tx));
}
