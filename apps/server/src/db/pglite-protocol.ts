// What the main thread and the embedded database's thread say to each other (pglite-thread.ts,
// pglite-worker.ts): plain data, since only that crosses between threads.

export interface ThreadStart {
  dataDir?: string;
  /** A dumped data folder to start from (tests' template database). */
  loadDataDir?: ArrayBuffer;
  /** Our Postgres settings as start parameters (pglite-settings.ts). */
  settingParams: string[];
}

export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export type ThreadReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; fields: Record<string, string> } };

/** The fields of a Postgres error that callers may inspect (a unique violation's code and constraint). */
export const POSTGRES_ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;
