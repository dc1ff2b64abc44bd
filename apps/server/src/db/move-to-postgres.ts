import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { openDatabase } from './client';

/** Rows read and written per batch: a few MB of JSON at most, whatever the table. */
const BATCH_ROWS = 1000;

export class MoveError extends Error {}

interface Table {
  name: string;
  /** The columns that hold data; generated ones are computed again by PostgreSQL. */
  columns: string[];
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The shop's tables in an order where every table comes after the tables it refers to. */
async function tablesInOrder(db: Db): Promise<Table[]> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select table_name as table, column_name as column
      from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
        and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`),
  );
  const references = rowsOf<{ from: string; to: string }>(
    await db.execute(sql`
      select referring.relname as from, referred.relname as to
      from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        join pg_class referring on referring.oid = c.conrelid
        join pg_class referred on referred.oid = c.confrelid
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const byName = new Map<string, Table>();
  for (const { table, column } of columns) {
    const entry = byName.get(table) ?? { name: table, columns: [] };
    entry.columns.push(column);
    byName.set(table, entry);
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) {
      if (reference.from === name && reference.to !== name) place(reference.to, path);
    }
    const table = byName.get(name);
    if (table) ordered.push(table);
    placed.add(name);
  };
  for (const name of [...byName.keys()].sort()) place(name, new Set());
  return ordered;
}

export interface MoveReport {
  tables: { name: string; rows: number }[];
}

/**
 * Copies every row of the embedded database in `dataDir` into the empty PostgreSQL database at
 * `postgresUrl` (docs/decisions/024): the same migrations make the same tables there, then each
 * table's rows go across as JSON, tables before the tables that refer to them, all in one
 * transaction, so a failure leaves the target as empty as it was. Generated columns (the
 * storefront's JSON pieces, the search vector) are computed again by PostgreSQL.
 */
export async function moveToPostgres(
  dataDir: string,
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<MoveReport> {
  // Opening a folder without a database would make a new, empty one and copy nothing.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new MoveError(
      `There is no embedded database in ${dataDir}: set DATA_DIR to the shop's data folder.`,
    );
  }
  const target = await openDatabase({
    kind: 'postgres',
    url: postgresUrl,
    maxConnections: 2,
    statementTimeoutSeconds: 0,
  });
  try {
    const existing = rowsOf<{ count: number }>(
      await target.db.execute(
        sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
      ),
    )[0]?.count;
    if (existing) {
      throw new MoveError(
        `The PostgreSQL database already has ${existing} tables. Give an empty database: nothing was copied.`,
      );
    }
    const source = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // The shop migrates at start; a data folder last used by an older version catches up here.
      await source.migrate();
      await target.migrate();
      const tables = await tablesInOrder(source.db);
      const report: MoveReport = { tables: [] };
      await target.db.transaction(async (tx) => {
        // Some migrations seed rows (the default delivery methods): the embedded database holds
        // those rows as the owner left them, so they replace the fresh copies, children first.
        for (const table of [...tables].reverse())
          await tx.execute(sql`delete from ${sql.raw(quote(table.name))}`);
        for (const table of tables) {
          const rows = await copyTable(source.db, tx, table);
          report.tables.push({ name: table.name, rows });
          log(`  ${table.name}: ${rows} rows`);
        }
        await copySequences(source.db, tx);
      });
      return report;
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}

async function copyTable(source: Db, target: Db, table: Table): Promise<number> {
  const name = sql.raw(quote(table.name));
  const columns = sql.raw(table.columns.map(quote).join(', '));
  let copied = 0;
  // A cursor reads the table once, a batch at a time, whatever its size.
  await source.transaction(async (tx) => {
    await tx.execute(
      sql`declare move_rows no scroll cursor for select row_to_json(t)::text as row from (select ${columns} from ${name}) t`,
    );
    for (;;) {
      const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from move_rows`)));
      if (rows.length === 0) break;
      // JSON keeps every value as PostgreSQL writes it (times with their zone, exact amounts).
      await target.execute(
        sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${`[${rows.map((r) => r.row).join(',')}]`}::json)`,
      );
      copied += rows.length;
    }
    await tx.execute(sql`close move_rows`);
  });
  const [counted] = rowsOf<{ count: number }>(
    await target.execute(sql`select count(*)::int as count from ${name}`),
  );
  if (counted?.count !== copied) {
    throw new MoveError(
      `${table.name}: ${copied} rows read but ${counted?.count} written; nothing was copied.`,
    );
  }
  return copied;
}

/** Sequences continue where the embedded database's left off. */
async function copySequences(source: Db, target: Db): Promise<void> {
  const sequences = rowsOf<{ name: string; value: string | null }>(
    await source.execute(
      sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    ),
  );
  for (const { name, value } of sequences) {
    if (value !== null) await target.execute(sql`select setval(${name}::regclass, ${value}::bigint, true)`);
  }
}
