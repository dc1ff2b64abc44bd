import type { ProductReportDimension } from '@shop/shared/reports/reports-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlNumber } from '../../db/sql-number';
import { type ReportWindow, returnedLinesIn, soldLinesIn } from '../orders';

// What sold, by product, category, colour or size (docs/product/rules.md, Reports), in one
// statement: the orders' lines sold and returned in either period (subqueries of the orders
// module) are summed by the narrowest columns that tell the rows apart, joined to the catalog's
// categories or colours where those name the row (tables named in SQL, their schemas being the
// catalog's own), grouped, ranked and counted in the database; a product's title and handle are
// read for the rows answered only.

/** How a dimension groups lines and names its rows. */
interface Dimension {
  /** Select-list and group-by columns over a line `x`, named as `names` lists them. */
  columns: SQL;
  names: SQL;
  /** What the lines kept that names a row (an aggregate over `x`, or nothing), named by `keptNames`. */
  kept: SQL;
  keptNames: SQL;
  /** The row's key and the name it is ranked by, over a first sum `g` and the catalog's tables in `joins`. */
  key: SQL;
  name: SQL;
  joins: SQL;
  /** The label and handle answered, over a ranked row `s` (its `name`) and the tables in `pageJoins`. */
  label: SQL;
  handle: SQL;
  pageJoins: SQL;
}

const NO_HANDLE = { handle: sql`null::text`, pageJoins: sql``, label: sql`s.name` };

const DIMENSIONS: Record<ProductReportDimension, Dimension> = {
  // A product by the id its lines keep, ranked by the title they kept; answered with its title now
  // and its handle. A product deleted since has no row: no link, and the title its lines kept.
  product: {
    columns: sql`x.product_id`,
    names: sql`product_id`,
    kept: sql`, max(x.title)`,
    keptNames: sql`, title`,
    key: sql`g.product_id`,
    name: sql`g.title`,
    joins: sql``,
    label: sql`coalesce(p.title, s.name)`,
    handle: sql`p.handle`,
    pageJoins: sql`left join products p on p.id = s.key`,
  },
  category: {
    columns: sql`x.product_id`,
    names: sql`product_id`,
    kept: sql``,
    keptNames: sql``,
    key: sql`coalesce(p.category, '')`,
    name: sql`coalesce(c.name, 'Deleted products')`,
    joins: sql`left join products p on p.id = g.product_id left join categories c on c.handle = p.category`,
    ...NO_HANDLE,
  },
  // A colour renamed since is one colour: named as the shop spells it now, whatever the case.
  color: {
    columns: sql`x.color`,
    names: sql`color`,
    kept: sql``,
    keptNames: sql``,
    key: sql`coalesce(k.name, g.color)`,
    name: sql`coalesce(k.name, g.color)`,
    joins: sql`left join colors k on lower(k.name) = lower(g.color)`,
    ...NO_HANDLE,
  },
  size: {
    columns: sql`x.size`,
    names: sql`size`,
    kept: sql``,
    keptNames: sql``,
    key: sql`g.size`,
    name: sql`g.size`,
    joins: sql``,
    ...NO_HANDLE,
  },
};

export interface ProductReportFigures {
  key: string;
  label: string;
  handle: string | null;
  unitsSold: number;
  netSalesCents: number;
  unitsReturned: number;
  topReasons: { reason: string; units: number }[];
}

export interface ProductReportSums {
  total: number;
  totals: { unitsSold: number; netSalesCents: number; unitsReturned: number };
  previous: { unitsSold: number; netSalesCents: number; unitsReturned: number };
}

/** A json column: node-postgres and PGlite parse it, but either may hand back its text. */
const json = <T>(value: unknown, empty: T): T =>
  value === null || value === undefined
    ? empty
    : typeof value === 'string'
      ? JSON.parse(value)
      : (value as T);

/** The statement of productReportFigures. */
function productReportStatement(window: ReportWindow, by: ProductReportDimension, limit: number | null): SQL {
  const d = DIMENSIONS[by];
  // The most net sales first, then the most units, then by name.
  const rank = sql`s.net_sales desc, s.units_sold desc, lower(s.name), s.key`;
  return sql`
    with sold (${d.names}, in_period, units, net${d.keptNames}) as (
      select ${d.columns}, x.in_period, sum(x.units), sum(x.net_cents)${d.kept}
      from (${soldLinesIn(window)}) x
      group by ${d.columns}, x.in_period
    ),
    returned (${d.names}, in_period, reason, units${d.keptNames}) as (
      select ${d.columns}, x.in_period, x.reason, sum(x.units)${d.kept}
      from (${returnedLinesIn(window)}) x
      group by ${d.columns}, x.in_period, x.reason
    ),
    grouped as (
      select ${d.names}, in_period, null::text as reason, units as sold, net, 0 as returned${d.keptNames}
      from sold
      union all
      select ${d.names}, in_period, reason, 0, 0, units${d.keptNames}
      from returned
    ),
    keyed as (
      select ${d.key} as key, ${d.name} as name, g.in_period, g.reason, g.sold, g.net, g.returned
      from grouped g ${d.joins}
    ),
    per_key as (
      select key, max(name) as name,
        coalesce(sum(sold) filter (where in_period), 0) as units_sold,
        coalesce(sum(net) filter (where in_period), 0) as net_sales,
        coalesce(sum(returned) filter (where in_period), 0) as units_returned,
        coalesce(sum(sold) filter (where not in_period), 0) as previous_sold,
        coalesce(sum(net) filter (where not in_period), 0) as previous_net,
        coalesce(sum(returned) filter (where not in_period), 0) as previous_returned
      from keyed
      group by key
    ),
    shown as (select * from per_key where units_sold > 0 or units_returned > 0),
    reasons as (
      select key, json_agg(json_build_object('reason', reason, 'units', units) order by units desc, reason)
        as top_reasons
      from (
        select key, reason, sum(returned) as units,
          row_number() over (partition by key order by sum(returned) desc, reason) as place
        from keyed
        where in_period and reason is not null
        group by key, reason
      ) ranked
      where place <= 3
      group by key
    ),
    totals as (
      select (select count(*) from shown) as total,
        sum(units_sold) as total_sold, sum(net_sales) as total_net, sum(units_returned) as total_returned,
        sum(previous_sold) as previous_sold, sum(previous_net) as previous_net,
        sum(previous_returned) as previous_returned
      from per_key
    )
    select t.*, r.* from totals t left join lateral (
      select s.key::text as key, ${d.label} as label, ${d.handle} as handle, s.units_sold, s.net_sales,
        s.units_returned, rs.top_reasons
      from (
        select * from shown s
        order by ${rank}
        ${limit === null ? sql`` : sql`limit ${limit}`}
      ) s
        left join reasons rs on rs.key = s.key
        ${d.pageJoins}
      order by ${rank}
    ) r on true`;
}

/**
 * The rows with units sold or returned in the period, the most net sales first (then the most
 * units, by label), `limit` of them (null: all), and the sums over every row and the period before.
 */
export async function productReportFigures(
  db: Db,
  window: ReportWindow,
  by: ProductReportDimension,
  limit: number | null,
): Promise<{ rows: ProductReportFigures[] } & ProductReportSums> {
  const result = (await db.execute(productReportStatement(window, by, limit))) as unknown as {
    rows: Record<string, unknown>[];
  };

  const first = result.rows[0];
  return {
    rows: result.rows
      .filter((row) => row.key !== null)
      .map((row) => ({
        key: String(row.key),
        label: String(row.label),
        handle: row.handle === null ? null : String(row.handle),
        unitsSold: sqlNumber(row.units_sold),
        netSalesCents: sqlNumber(row.net_sales),
        unitsReturned: sqlNumber(row.units_returned),
        topReasons: json<{ reason: string; units: number }[]>(row.top_reasons, []).map((reason) => ({
          reason: String(reason.reason),
          units: sqlNumber(reason.units),
        })),
      })),
    total: sqlNumber(first?.total),
    totals: {
      unitsSold: sqlNumber(first?.total_sold),
      netSalesCents: sqlNumber(first?.total_net),
      unitsReturned: sqlNumber(first?.total_returned),
    },
    previous: {
      unitsSold: sqlNumber(first?.previous_sold),
      netSalesCents: sqlNumber(first?.previous_net),
      unitsReturned: sqlNumber(first?.previous_returned),
    },
  };
}
