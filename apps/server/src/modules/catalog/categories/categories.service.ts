import {
  type AdminCategory,
  CATEGORIES_MAX,
  type ChartSize,
  type ShopCategory,
} from '@shop/shared/catalog/categories';
import {
  CATEGORY_MESSAGES,
  type CreateCategoryBody,
  type UpdateCategoryBody,
} from '@shop/shared/catalog/categories-schemas';
import { categoryHandleOf, plainChart } from '@shop/shared/catalog/size-charts';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { isUniqueViolation } from '../../../lib/stores/database-errors';
import { categoryBook } from '../catalog-books';
import type { CatalogMemo } from '../catalog-memo';
import {
  addCategoryTerms,
  type CategoryValues,
  countProductsByCategory,
  countProductsIn,
  deleteCategoryRow,
  dropRedirect,
  findCategories,
  findCategoryByHandle,
  findRedirect,
  insertCategory,
  keepRedirect,
  lockCategories,
  moveProducts,
  moveRedirects,
  updateCategoryRow,
  writePositions,
} from './categories.queries';
import { removeSizes, sizesOfProducts } from './category-sizes';

/**
 * What other parts of the shop do when a category changes, inside its transaction: promotions
 * name categories by handle and follow a rename; a sale or code still running keeps its
 * category from being deleted (docs/product/rules.md, Categories).
 */
export interface CategoryHooks {
  renamed(tx: Db, from: string, to: string): Promise<void>;
  /** A sentence saying what still counts on the category, or null when nothing does. */
  blocksDelete(tx: Db, handle: string): Promise<string | null>;
  catalogChanged(): Promise<void>;
}

const NOT_FOUND = 'Category not found';

/** The categories shoppers see, in menu order. */
export async function listShopCategories(db: Db): Promise<ShopCategory[]> {
  return (await findCategories(db)).filter((category) => !category.hidden);
}

/** A category shoppers may see, by its address; null for an unknown or hidden one. */
export async function shopCategoryByHandle(db: Db, handle: string): Promise<ShopCategory | null> {
  const category = await findCategoryByHandle(db, handle);
  return category && !category.hidden ? category : null;
}

/**
 * Where a category's old address (before a rename or a delete) leads now; null when it is no such
 * address. Asked before every category page, so a live category's own address is answered from
 * the remembered categories, without a query.
 */
export async function categoryMovedTo(db: Db, handle: string, memo?: CatalogMemo): Promise<string | null> {
  if ((await categoryBook(db, memo)).get(handle)) return null;
  return findRedirect(db, handle);
}

/** Every category, hidden ones too, with how many products each holds. */
export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const [list, counts] = await Promise.all([findCategories(db), countProductsByCategory(db)]);
  return list.map((category) => ({ ...category, productCount: counts.get(category.handle) ?? 0 }));
}

async function adminCategory(db: Db, category: ShopCategory): Promise<AdminCategory> {
  return { ...category, productCount: await countProductsIn(db, category.handle) };
}

/**
 * Every category, locked (in id order, as product writes take them): category writes are few and small, and taking them one
 * at a time keeps positions, handles and redirects consistent whatever two owners do at once.
 */
async function lockAll(tx: Db): Promise<ShopCategory[]> {
  await lockCategories(tx, 'update');
  return findCategories(tx);
}

function handleTaken(handle: string): DomainError {
  return new DomainError(409, `A category with the address ${handle} exists already`, 'handle');
}

/** The list with `id` moved to `position` (clamped to the list). */
function reordered(list: readonly ShopCategory[], id: string, position: number): string[] {
  const ids = list.map((category) => category.id).filter((other) => other !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  return ids;
}

function handleFor(name: string, given: string | undefined): string {
  const handle = given ?? categoryHandleOf(name);
  if (!handle) {
    throw new DomainError(
      400,
      'Give the category an address (handle) of lowercase letters, digits and hyphens',
      'handle',
    );
  }
  return handle;
}

async function conflictsAsAnswers<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two owners racing for one address: the unique index decides.
    if (isUniqueViolation(error, 'categories_handle_key')) {
      throw new DomainError(409, 'A category with that address exists already', 'handle');
    }
    throw error;
  }
}

export async function createCategory(
  db: Db,
  hooks: CategoryHooks,
  body: CreateCategoryBody,
): Promise<AdminCategory> {
  const handle = handleFor(body.name, body.handle);
  const created = await conflictsAsAnswers(() =>
    db.transaction(async (tx) => {
      const list = await lockAll(tx);
      if (list.length >= CATEGORIES_MAX) {
        throw new DomainError(409, `A shop has at most ${CATEGORIES_MAX} categories`);
      }
      if (list.some((category) => category.handle === handle)) throw handleTaken(handle);
      const chart = body.sizeChart ?? plainChart(['One Size']);
      const category = await insertCategory(tx, {
        handle,
        name: body.name,
        description: body.description ?? '',
        picture: body.picture ?? null,
        position: list.length,
        hidden: body.hidden ?? false,
        featured: body.featured ?? false,
        sizeUnit: chart.unit,
        sizes: chart.sizes,
      });
      // A new category may take an address another one left behind: it is now this one's.
      await dropRedirect(tx, handle);
      if (body.position !== undefined)
        await writePositions(tx, reordered([...list, category], category.id, body.position));
      await addCategoryTerms(tx, handle);
      return (await findCategories(tx)).find((row) => row.id === category.id) ?? category;
    }),
  );
  await hooks.catalogChanged();
  return adminCategory(db, created);
}

export async function updateCategory(
  db: Db,
  hooks: CategoryHooks,
  id: string,
  body: UpdateCategoryBody,
): Promise<AdminCategory> {
  const updated = await conflictsAsAnswers(() =>
    db.transaction(async (tx) => {
      const list = await lockAll(tx);
      const current = list.find((category) => category.id === id);
      if (!current) throw new DomainError(404, NOT_FOUND);
      const values: Partial<CategoryValues> = {};
      if (body.name !== undefined) values.name = body.name;
      // A new name moves the address with it unless the owner says where (docs/product/rules.md).
      const handle =
        body.handle ??
        (body.name !== undefined && body.name !== current.name
          ? handleFor(body.name, undefined)
          : current.handle);
      if (handle !== current.handle) {
        if (list.some((category) => category.id !== id && category.handle === handle))
          throw handleTaken(handle);
        values.handle = handle;
      }
      if (body.description !== undefined) values.description = body.description;
      if (body.picture !== undefined) values.picture = body.picture;
      if (body.hidden !== undefined) values.hidden = body.hidden;
      if (body.featured !== undefined) values.featured = body.featured;
      if (body.sizeChart !== undefined) {
        await removeSizes(tx, current, body.sizeChart.sizes);
        values.sizeUnit = body.sizeChart.unit;
        values.sizes = body.sizeChart.sizes;
      }
      const row = await updateCategoryRow(tx, id, values);
      if (values.handle) {
        // The products followed in the same statement (on update cascade); the old address answers
        // with a redirect, and promotions naming the category follow it.
        await keepRedirect(tx, current.handle, id);
        await dropRedirect(tx, values.handle);
        await hooks.renamed(tx, current.handle, values.handle);
        await addCategoryTerms(tx, values.handle);
      }
      if (body.position !== undefined && body.position !== current.position) {
        await writePositions(tx, reordered(list, id, body.position));
      }
      return (await findCategories(tx)).find((category) => category.id === id) ?? row;
    }),
  );
  await hooks.catalogChanged();
  return adminCategory(db, updated);
}

/**
 * Deletes a category. Its products move to `moveTo` in the same transaction (required when it has
 * any), keeping their sizes: a size the other chart lacks is added to it. Its address and any it
 * had before then lead to `moveTo`.
 */
export async function deleteCategory(
  db: Db,
  hooks: CategoryHooks,
  id: string,
  moveTo: string | undefined,
): Promise<{ message: string; moved: number }> {
  const moved = await db.transaction(async (tx) => {
    const list = await lockAll(tx);
    const current = list.find((category) => category.id === id);
    if (!current) throw new DomainError(404, NOT_FOUND);
    if (list.length === 1) throw new DomainError(409, 'A shop needs at least one category');
    const target = moveTo === undefined ? undefined : list.find((category) => category.handle === moveTo);
    if (moveTo !== undefined && (!target || target.id === id)) {
      throw new DomainError(400, "Choose another of the shop's categories to move the products to", 'moveTo');
    }
    const held = await countProductsIn(tx, current.handle, { staged: true });
    if (held > 0 && !target) {
      throw new DomainError(
        409,
        `${current.name} holds ${held === 1 ? '1 product' : `${held} products`}: choose a category to move ${held === 1 ? 'it' : 'them'} to (moveTo)`,
        'moveTo',
      );
    }
    const blocked = await hooks.blocksDelete(tx, current.handle);
    if (blocked) throw new DomainError(409, blocked);
    let count = 0;
    if (target) {
      const missing = (await sizesOfProducts(tx, current.handle)).filter(
        (size) => !target.sizeChart.sizes.some((row) => row.size === size),
      );
      if (missing.length > 0) {
        const added: ChartSize[] = missing.map((size) => ({
          size,
          bust: null,
          waist: null,
          hips: null,
          length: null,
        }));
        await updateCategoryRow(tx, target.id, { sizes: [...target.sizeChart.sizes, ...added] });
      }
      count = (await moveProducts(tx, current.handle, target.handle)).length;
      await moveRedirects(tx, id, target.id);
    }
    await deleteCategoryRow(tx, id);
    if (target) await keepRedirect(tx, current.handle, target.id);
    await writePositions(
      tx,
      list.filter((category) => category.id !== id).map((category) => category.id),
    );
    return count;
  });
  await hooks.catalogChanged();
  return {
    message:
      moved > 0
        ? `${CATEGORY_MESSAGES.deleted}; ${moved === 1 ? '1 product' : `${moved} products`} moved`
        : CATEGORY_MESSAGES.deleted,
    moved,
  };
}
