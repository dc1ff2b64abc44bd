// The embedded database on its own thread (docs/decisions/022). PGlite runs Postgres compiled to
// WebAssembly, and every statement runs synchronously on the thread that calls it: in the main
// thread it stops the event loop that parses requests and writes answers, health checks
// included. Here it owns this thread; pglite-thread.ts sends it statements and transactions.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { releaseMemoryWhenQuiet } from '../lib/process/quiet-memory';
import {
  POSTGRES_ERROR_FIELDS,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const start = workerData as ThreadStart;

/**
 * Dates and times stay the strings Postgres sent: drizzle asks every query for exactly this and
 * maps them itself, and functions cannot cross to another thread, so the rule lives here.
 */
const keepText = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (type) => [type, keepText],
  ),
);

const database = await PGlite.create({
  dataDir: start.dataDir,
  loadDataDir: start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...start.settingParams],
});
// This thread's heap grows with the database's answers under load, as the main thread's does.
releaseMemoryWhenQuiet();

interface OpenTransaction {
  tx: Transaction;
  /** Commits (true) or rolls back (false) the transaction. */
  finish: (commit: boolean) => void;
  /** The request that ended it, answered once it has committed or rolled back. */
  endId?: number;
}

/** Open transactions by the id of the request that began them. */
const transactions = new Map<number, OpenTransaction>();

/** Thrown inside a transaction to roll it back when the main thread asks; never reaches it. */
class Rollback extends Error {}

/** The error as plain fields: Postgres' code, constraint and detail are what callers inspect. */
function failure(id: number, error: unknown): ThreadReply {
  const source = (error ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of POSTGRES_ERROR_FIELDS) {
    if (typeof source[key] === 'string') fields[key] = source[key] as string;
  }
  return {
    id,
    ok: false,
    error: { message: error instanceof Error ? error.message : String(error), fields },
  };
}

function reply(message: ThreadReply): void {
  port?.postMessage(message);
}

/** run()'s answer for requests answered later ('end', once the transaction has finished). */
const LATER = Symbol('later');

async function run(request: ThreadRequest): Promise<unknown> {
  if (request.op === 'begin') return begin(request.id);
  if (request.op === 'close') {
    await database.close();
    return null;
  }
  const open = request.tx === undefined ? undefined : transactions.get(request.tx);
  if (request.tx !== undefined && !open) throw new Error('This transaction has already ended');
  if (request.op === 'end') {
    if (!open) throw new Error('No transaction to end');
    open.endId = request.id;
    open.finish(request.commit);
    return LATER;
  }
  const target = open?.tx ?? database;
  if (request.op === 'exec') {
    await target.exec(request.text);
    return null;
  }
  const result = await target.query(request.text, request.params, { rowMode: request.rowMode, parsers });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/**
 * Starts a transaction that stays open until the main thread ends it. PGlite runs one at a time
 * and queues every other statement behind it, as Postgres' locks would on a single connection.
 * 'begin' is answered once the transaction holds the database.
 */
function begin(id: number): Promise<unknown> {
  return new Promise((begun, failedToBegin) => {
    let open: OpenTransaction | undefined;
    const settle = (error?: unknown) => {
      transactions.delete(id);
      const endId = open?.endId;
      if (endId === undefined) return;
      reply(
        error === undefined || error instanceof Rollback
          ? { id: endId, ok: true, result: null }
          : failure(endId, error),
      );
    };
    database
      .transaction(async (tx) => {
        const decision = new Promise<boolean>((finish) => {
          open = { tx, finish };
          transactions.set(id, open);
        });
        begun({ tx: id });
        if (!(await decision)) throw new Rollback();
      })
      .then(
        () => settle(),
        (error: unknown) => (open ? settle(error) : failedToBegin(error)),
      );
  });
}

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => {
      if (result !== LATER) reply({ id: request.id, ok: true, result });
    },
    (error: unknown) => reply(failure(request.id, error)),
  );
});

reply({ id: 0, ok: true, result: 'ready' });
