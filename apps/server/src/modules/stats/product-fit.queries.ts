import type { FitAnswers, SizeReturns } from '@shop/shared/catalog/product-fit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sizeReturnedUnitsByProduct, soldUnitsByProduct } from '../orders';
import { fitAnswersByProduct } from '../reviews';

// How products fit, as the owner reads it (docs/product/rules.md, Admin statistics): the reviews'
// fit answers and the units sent back for their size against the units sold. One query joins the
// reviews' and the orders' grouped subqueries to the products; the catalog's table is named in
// SQL, as the import boundaries keep its schema its own.

type Rows<T> = { rows: T[] };

/** A product's fit answers and size returns, as Manage Products lists them. */
export interface ProductFitFacts {
  fit: FitAnswers;
  sizeReturns: SizeReturns;
}

const NO_FIT: ProductFitFacts = {
  fit: { small: 0, true: 0, large: 0, answers: 0 },
  sizeReturns: { units: 0, soldUnits: 0 },
};

/**
 * The fit answers and size returns of these products (a page of Manage Products), in one query
 * however many; a product with neither has zeros. Test orders count as `withTest` says.
 */
export async function fitOfProducts(
  db: Db,
  productIds: readonly string[],
  withTest: boolean,
): Promise<Map<string, ProductFitFacts>> {
  if (productIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select p.id, f.small, f.fit_true, f.large, f.answers,
      r.units as returned_units, s.units as sold_units
    from products p
      left join (${fitAnswersByProduct(productIds)}) f on f.product_id = p.id
      left join (${sizeReturnedUnitsByProduct(withTest, productIds)}) r on r.product_id = p.id
      left join (${soldUnitsByProduct(withTest, productIds)}) s on s.product_id = p.id
    where p.id in (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`)) as unknown as Rows<Record<string, string | number | null>>;
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  const found = new Map(
    result.rows.map((row) => [
      String(row.id),
      {
        fit: { small: n(row.small), true: n(row.fit_true), large: n(row.large), answers: n(row.answers) },
        sizeReturns: { units: n(row.returned_units), soldUnits: n(row.sold_units) },
      },
    ]),
  );
  return new Map(productIds.map((id) => [id, found.get(id) ?? NO_FIT]));
}

/** A product sent back for its size, as the dashboard lists it. */
export interface SizeReturnRow {
  productId: string;
  title: string;
  handle: string;
  returnedUnits: number;
  soldUnits: number;
}

/**
 * The products with the highest share of sold units returned for their size: at least `minSold`
 * sold and one returned, the highest share first, then the most returned, then by title.
 */
export async function highestSizeReturns(
  db: Db,
  { limit, minSold, withTest }: { limit: number; minSold: number; withTest: boolean },
): Promise<SizeReturnRow[]> {
  const result = (await db.execute(sql`
    select p.id, p.title, p.handle, r.units as returned_units, s.units as sold_units
    from products p
      join (${sizeReturnedUnitsByProduct(withTest)}) r on r.product_id = p.id
      join (${soldUnitsByProduct(withTest)}) s on s.product_id = p.id
    where s.units >= ${minSold} and r.units >= 1
    order by r.units::numeric / s.units desc, r.units desc, lower(p.title), p.id
    limit ${limit}`)) as unknown as Rows<Record<string, string | number>>;
  return result.rows.map((row) => ({
    productId: String(row.id),
    title: String(row.title),
    handle: String(row.handle),
    returnedUnits: Number(row.returned_units),
    soldUnits: Number(row.sold_units),
  }));
}
