import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-protocol';

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What drizzle's PGlite driver calls on a client: these three, and nothing else. */
export interface PgliteLikeClient {
  query(text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<QueryResult>;
  exec(text: string): Promise<unknown>;
  transaction<T>(work: (tx: PgliteLikeClient) => Promise<T>): Promise<T>;
}

/** A Postgres error from the database's thread, with the fields callers inspect (code, constraint). */
export class ThreadDatabaseError extends Error {
  override name = 'DatabaseError';
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * Built, the worker is plain JavaScript beside main.js. From source (tests, `npm run dev`,
 * benches) it is TypeScript, which a new thread can only load once tsx's loader is registered in
 * it, so a two-line starter registers it first.
 */
function newWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), options);
  const file = new URL('./pglite-worker.ts', import.meta.url).href;
  const starter = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
  return new Worker(starter, { ...options, eval: true });
}

/**
 * Embedded PGlite on a worker thread, offered to drizzle as if it were PGlite itself
 * (docs/decisions/022): the database's work no longer stops the event loop that parses
 * requests, writes answers and answers health checks, and it runs beside that work on a second
 * core. Statements go in order; a transaction holds the database until it ends, as in PGlite.
 */
export class PGliteThread implements PgliteLikeClient {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private failed: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  static async start(options: ThreadStart): Promise<PGliteThread> {
    const transfer = options.loadDataDir ? [options.loadDataDir] : [];
    const worker = newWorker({ workerData: options, transferList: transfer });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (reply: ThreadReply) => {
        if (reply.id !== 0) return;
        worker.off('message', onMessage);
        if (reply.ok) resolve();
        else reject(new Error(reply.error.message));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) =>
        reject(new Error(`The database thread stopped while starting (exit code ${code})`)),
      );
    });
    await ready;
    return new PGliteThread(worker);
  }

  query(text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<QueryResult> {
    return this.send({ op: 'query', text, params, rowMode: options?.rowMode }) as Promise<QueryResult>;
  }

  exec(text: string): Promise<unknown> {
    return this.send({ op: 'exec', text });
  }

  async transaction<T>(work: (tx: PgliteLikeClient) => Promise<T>): Promise<T> {
    const { tx } = (await this.send({ op: 'begin' })) as { tx: number };
    const inside: PgliteLikeClient = {
      query: (text, params, options) =>
        this.send({ op: 'query', text, params, rowMode: options?.rowMode, tx }) as Promise<QueryResult>,
      exec: (text) => this.send({ op: 'exec', text, tx }),
      transaction: () => Promise.reject(new Error('Nested transactions use savepoints')),
    };
    let result: T;
    try {
      result = await work(inside);
    } catch (error) {
      await this.send({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failed) await this.send({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }

  private send(request: Request): Promise<unknown> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(reply: ThreadReply): void {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if (reply.ok) {
      waiter.resolve(reply.result);
      return;
    }
    const error = Object.assign(new ThreadDatabaseError(reply.error.message), reply.error.fields);
    waiter.reject(error);
  }

  private fail(error: Error): void {
    this.failed ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(this.failed);
    this.waiting.clear();
  }
}
