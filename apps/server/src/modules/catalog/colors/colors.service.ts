import { guessColorFamily } from '@shop/shared/catalog/color-families';
import type { ColorFamily, ShopColor } from '@shop/shared/catalog/colors';
import {
  COLOR_MESSAGES,
  type CreateColorBody,
  type UpdateColorBody,
} from '@shop/shared/catalog/colors-schemas';
import type { Db } from '../../../db/client';
import { DomainError } from '../../../lib/domain-error';
import { isUniqueViolation } from '../../../lib/stores/database-errors';
import { addSearchTerms } from '../admin/catalog-write.queries';
import { ColorBook } from './color-book';
import { findColors, insertColors, lockColors, refreshProductColors, updateColorRow } from './colors.queries';

export async function listColors(db: Db): Promise<ShopColor[]> {
  return findColors(db);
}

function familyOf(name: string, given: ColorFamily | undefined): ColorFamily {
  const family = given ?? guessColorFamily(name);
  if (!family) throw new DomainError(400, COLOR_MESSAGES.familyUnknown(name), 'family');
  return family;
}

async function conflictsAsAnswers<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two owners adding one name at once: the unique index on its lower case decides.
    if (isUniqueViolation(error, 'colors_name_lower_key') || isUniqueViolation(error, 'colors_name_key')) {
      throw new DomainError(409, COLOR_MESSAGES.taken(name ?? 'that name'), 'name');
    }
    throw error;
  }
}

/** Adds a colour; its family is guessed from its name when not given (400 when it cannot be). */
export async function createColor(
  db: Db,
  body: CreateColorBody,
  catalogChanged: () => Promise<void>,
): Promise<ShopColor> {
  const family = familyOf(body.name, body.family);
  const [created] = await conflictsAsAnswers(body.name, async () => {
    const book = new ColorBook(await findColors(db));
    const same = book.get(body.name);
    if (same) throw new DomainError(409, COLOR_MESSAGES.taken(same.name), 'name');
    return insertColors(db, [{ name: body.name, family, swatch: body.swatch ?? null }]);
  });
  await catalogChanged();
  return created as ShopColor;
}

/**
 * Changes a colour's name, family or swatch. A new name is every product's, variant's and
 * picture's at once (on update cascade), with the words search finds them by.
 */
export async function updateColor(
  db: Db,
  id: string,
  body: UpdateColorBody,
  catalogChanged: () => Promise<void>,
): Promise<ShopColor> {
  const updated = await conflictsAsAnswers(body.name, () =>
    db.transaction(async (tx) => {
      await lockColors(tx, 'update');
      const book = new ColorBook(await findColors(tx));
      const current = book.all.find((color) => color.id === id);
      if (!current) throw new DomainError(404, 'Colour not found');
      const other = body.name === undefined ? undefined : book.get(body.name);
      if (other && other.id !== id) throw new DomainError(409, COLOR_MESSAGES.taken(other.name), 'name');
      const row = await updateColorRow(tx, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.family !== undefined ? { family: body.family } : {}),
        ...(body.swatch !== undefined ? { swatch: body.swatch } : {}),
      });
      if (body.name !== undefined && body.name !== current.name) {
        await addSearchTerms(tx, await refreshProductColors(tx, body.name));
      }
      return row as ShopColor;
    }),
  );
  await catalogChanged();
  return updated;
}
