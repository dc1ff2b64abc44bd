import type { ChartSize } from '@shop/shared/catalog/categories';
import { guessColorFamily } from '@shop/shared/catalog/color-families';
import { type ColorFamily, type ShopColor, tidyColorName } from '@shop/shared/catalog/colors';
import { categoryHandleOf, plainChart } from '@shop/shared/catalog/size-charts';
import type { Db } from '../../../../db/client';
import {
  findCategories,
  insertCategory,
  lockCategories,
  updateCategoryRow,
} from '../../categories/categories.queries';
import type { CategoryBook } from '../../categories/category-book';
import type { ColorBook } from '../../colors/color-book';
import { insertColors } from '../../colors/colors.queries';
import type { Problems } from '../product-csv-plan';
import {
  deleteUnusedColors,
  deleteUnusedImportCategories,
  removeUnusedChartSizes,
  unhideCategories,
} from './import-vocabulary.queries';

/** A colour an import adds: its family guessed from the name, or the owner's, or filed under the fallback. */
export interface AddedColor {
  name: string;
  family: ColorFamily;
  guessed: boolean;
}

/** The family of a new colour no word of which the shop knows, until the owner picks one (colorFamilies). */
export const FALLBACK_FAMILY: ColorFamily = 'beige';

export interface VocabularyOptions {
  createCategories: boolean;
  addSizes: boolean;
  /** The owner's family for a new colour, by its name in lower case. */
  colorFamilies: ReadonlyMap<string, ColorFamily>;
}

/**
 * What an import adds to the shop's own words as it reads a file (docs/product/api.md, Products:
 * import and export): colours it does not have (their family guessed), categories it may create
 * (createCategories) and sizes it may add to a chart (addSizes). Rows are checked against the
 * shop's words and these planned ones alike; `write` stores what is planned before the products
 * that use it, in the import's transaction or, when staging, in one of its own (undone by
 * `discard` when the import does not commit).
 */
export class ImportVocabulary {
  private readonly colorsByName = new Map<string, ShopColor | AddedColor>();
  private readonly categoryChart = new Map<string, string[]>();
  private readonly categoryNames = new Map<string, string>();
  private readonly pendingColors: AddedColor[] = [];
  private readonly pendingCategories = new Map<string, string>();
  private readonly pendingSizes = new Map<string, string[]>();
  /** The categories this import creates, by handle: they take the file's sizes. */
  private readonly createdHandles = new Set<string>();
  /** Everything planned, for the report. */
  readonly addedColors: AddedColor[] = [];
  readonly addedCategories: string[] = [];
  readonly addedSizes = new Map<string, string[]>();
  /** What `write` stored, for `discard` and `publish`. */
  private readonly storedCategoryIds: string[] = [];
  private readonly storedColorNames: string[] = [];
  private readonly storedSizes = new Map<string, string[]>();

  constructor(
    readonly book: CategoryBook,
    readonly colors: ColorBook,
    private readonly options: VocabularyOptions,
  ) {
    for (const color of colors.all) this.colorsByName.set(color.name.toLowerCase(), color);
    for (const category of book.all) {
      this.categoryChart.set(
        category.handle,
        category.sizeChart.sizes.map((row) => row.size),
      );
      this.categoryNames.set(category.handle, category.name);
    }
  }

  get createsCategories(): boolean {
    return this.options.createCategories;
  }

  /** The shop's name for a category it has or will have by this import. */
  nameOf(handle: string): string {
    return this.categoryNames.get(handle) ?? handle;
  }

  sizesOf(handle: string): readonly string[] {
    return this.categoryChart.get(handle) ?? [];
  }

  /**
   * A colour of the file as the shop will spell it: its own, or a new one with its family
   * guessed (the owner's pick first). `unguessed` is told of a new name no family is known for.
   */
  color(text: string, unguessed: (name: string) => void): string {
    const name = tidyColorName(text);
    const known = this.colorsByName.get(name.toLowerCase());
    if (known) return known.name;
    const picked = this.options.colorFamilies.get(name.toLowerCase());
    const guessed = guessColorFamily(name);
    const added: AddedColor = {
      name,
      family: picked ?? guessed ?? FALLBACK_FAMILY,
      guessed: picked === undefined && guessed !== null,
    };
    if (!picked && !guessed) unguessed(name);
    this.colorsByName.set(name.toLowerCase(), added);
    this.pendingColors.push(added);
    this.addedColors.push(added);
    return name;
  }

  /** `color`, with a warning on the file's line when the new colour's family could not be guessed. */
  colorOrWarn(text: string, line: number, column: string, problems: Problems): string {
    return this.color(text, (name) =>
      problems.warn(
        line,
        column,
        `New colour "${name}": its family could not be guessed, so it is filed under beige until you choose one`,
      ),
    );
  }

  /** A new category named by the file (createCategories): its handle, planned once whatever the case. */
  newCategory(name: string): string | null {
    const handle = categoryHandleOf(name);
    if (!handle) return null;
    if (!this.categoryChart.has(handle)) {
      this.categoryChart.set(handle, []);
      this.categoryNames.set(handle, name);
      this.pendingCategories.set(handle, name);
      this.createdHandles.add(handle);
      this.addedCategories.push(name);
    }
    return handle;
  }

  /**
   * Whether a size may be written for a category: in its chart, or added to it now (a category
   * this import creates takes the file's sizes; another one when the owner says addSizes, or
   * One Size for a product Shopify sells in one variant).
   */
  takesSize(handle: string, size: string, { singleVariant = false } = {}): boolean {
    const chart = this.categoryChart.get(handle);
    if (!chart) return false;
    if (chart.includes(size)) return true;
    if (!this.createdHandles.has(handle) && !this.options.addSizes && !singleVariant) return false;
    chart.push(size);
    this.pendingSizes.set(handle, [...(this.pendingSizes.get(handle) ?? []), size]);
    this.addedSizes.set(handle, [...(this.addedSizes.get(handle) ?? []), size]);
    return true;
  }

  /**
   * Stores what was planned since the last call: new colours, new categories (hidden until the
   * import commits, so a dry run or a staged import never shows them) and sizes added to charts.
   */
  async write(tx: Db): Promise<void> {
    if (this.pendingColors.length > 0) {
      const colors = this.pendingColors.splice(0);
      await insertColors(
        tx,
        colors.map(({ name, family }) => ({ name, family, swatch: null })),
      );
      this.storedColorNames.push(...colors.map((color) => color.name));
    }
    if (this.pendingCategories.size === 0 && this.pendingSizes.size === 0) return;
    await lockCategories(tx, 'update');
    const current = await findCategories(tx);
    let position = current.length;
    for (const [handle, name] of this.pendingCategories) {
      const sizes = this.pendingSizes.get(handle) ?? [];
      const created = await insertCategory(tx, {
        handle,
        name,
        description: '',
        picture: null,
        position: position++,
        hidden: true,
        featured: false,
        ...chartOf(sizes.length > 0 ? sizes : ['One Size']),
      });
      this.storedCategoryIds.push(created.id);
      this.pendingSizes.delete(handle);
    }
    this.pendingCategories.clear();
    for (const [handle, sizes] of this.pendingSizes) {
      const category = current.find((row) => row.handle === handle);
      if (!category) continue;
      const have = new Set(category.sizeChart.sizes.map((row) => row.size));
      const more = plainChart(sizes.filter((size) => !have.has(size))).sizes;
      await updateCategoryRow(tx, category.id, { sizes: [...category.sizeChart.sizes, ...more] });
      this.storedSizes.set(category.id, [
        ...(this.storedSizes.get(category.id) ?? []),
        ...more.map((row) => row.size),
      ]);
    }
    this.pendingSizes.clear();
  }

  /** In the import's last transaction: the categories it created are the shop's to show. */
  async publish(tx: Db): Promise<void> {
    await unhideCategories(tx, this.storedCategoryIds);
  }

  /**
   * After a staged import that did not commit: the categories, colours and chart sizes it stored
   * go again, unless something else uses them meanwhile.
   */
  async discard(db: Db): Promise<void> {
    await deleteUnusedImportCategories(db, this.storedCategoryIds);
    await deleteUnusedColors(db, this.storedColorNames);
    for (const [categoryId, sizes] of this.storedSizes) await removeUnusedChartSizes(db, categoryId, sizes);
  }
}

function chartOf(sizes: readonly string[]): { sizeUnit: 'cm'; sizes: ChartSize[] } {
  return { sizeUnit: 'cm', sizes: plainChart(sizes).sizes };
}
