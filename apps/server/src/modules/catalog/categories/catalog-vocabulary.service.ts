import type { CatalogVocabulary } from '@shop/shared/catalog/categories-schemas';
import type { Db } from '../../../db/client';
import { findColors, insertColors, lockColors, updateColorRow } from '../colors/colors.queries';
import {
  findCategories,
  insertCategory,
  lockCategories,
  updateCategoryRow,
  writePositions,
} from './categories.queries';
import { removeSizes } from './category-sizes';

/** The shop's categories, in menu order, and its colours, as the vocabulary file holds them. */
export async function exportVocabulary(db: Db): Promise<CatalogVocabulary> {
  const [categories, colors] = await Promise.all([findCategories(db), findColors(db)]);
  return {
    categories: categories.map(({ handle, name, description, picture, hidden, featured, sizeChart }) => ({
      handle,
      name,
      description,
      picture,
      hidden,
      featured,
      sizeChart,
    })),
    colors: colors.map(({ name, family, swatch }) => ({ name, family, swatch })),
  };
}

export interface VocabularyImported {
  message: string;
  categories: { created: number; updated: number };
  colors: { created: number; updated: number };
}

/**
 * Makes the shop's categories and colours what the file says, in one transaction: a category by
 * its handle and a colour by its name (any case) is updated, another added; the file's categories
 * lead the menu in its order, the shop's others follow. Nothing is deleted. A chart losing a size
 * some product holds stock in is refused as the Categories page refuses it (409).
 */
export async function importVocabulary(
  db: Db,
  file: CatalogVocabulary,
  catalogChanged: () => Promise<void>,
): Promise<VocabularyImported> {
  const counts = await db.transaction(async (tx) => {
    await lockCategories(tx, 'update');
    await lockColors(tx, 'update');
    const categories = { created: 0, updated: 0 };
    const current = await findCategories(tx);
    const order: string[] = [];
    for (const category of file.categories) {
      const values = {
        name: category.name,
        description: category.description,
        picture: category.picture,
        hidden: category.hidden,
        featured: category.featured,
        sizeUnit: category.sizeChart.unit,
        sizes: category.sizeChart.sizes,
      };
      const existing = current.find((row) => row.handle === category.handle);
      if (existing) {
        await removeSizes(tx, existing, category.sizeChart.sizes);
        await updateCategoryRow(tx, existing.id, values);
        order.push(existing.id);
        categories.updated += 1;
      } else {
        const created = await insertCategory(tx, { handle: category.handle, position: 0, ...values });
        order.push(created.id);
        categories.created += 1;
      }
    }
    const rest = current.map((row) => row.id).filter((id) => !order.includes(id));
    await writePositions(tx, [...order, ...rest]);

    const colors = { created: 0, updated: 0 };
    const known = new Map((await findColors(tx)).map((color) => [color.name.toLowerCase(), color]));
    const adding: CatalogVocabulary['colors'] = [];
    for (const color of file.colors) {
      const existing = known.get(color.name.toLowerCase());
      if (!existing) {
        if (!adding.some((other) => other.name.toLowerCase() === color.name.toLowerCase()))
          adding.push(color);
        continue;
      }
      if (existing.family !== color.family || existing.swatch !== color.swatch) {
        await updateColorRow(tx, existing.id, { family: color.family, swatch: color.swatch });
        colors.updated += 1;
      }
    }
    colors.created = (await insertColors(tx, adding)).length;
    return { categories, colors };
  });
  await catalogChanged();
  const said = (what: string, { created, updated }: { created: number; updated: number }) =>
    `${what}: ${created} added, ${updated} updated`;
  return {
    message: `${said('Categories', counts.categories)}; ${said('colours', counts.colors)}`,
    ...counts,
  };
}
