import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Postgres settings for the embedded database, chosen for a small server (docs/decisions/038).
 * PGlite starts with Postgres' defaults, made for a server that has the machine to itself:
 * 128 MB of shared buffers, written in full at start, which is most of an idle shop's memory.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  // Index builds in migrations and imports; the default (64 MB) grows the WebAssembly heap for
  // good, since it never gives memory back.
  maintenance_work_mem: '16MB',
};

/** The fewest shared buffers the embedded database gets, and the most (Postgres' default). */
const SHARED_BUFFERS_MB = { least: 16, most: 128 } as const;

/** The bytes of every file below `folder`. */
function bytesUnder(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/**
 * Shared buffers that hold the shop's whole database, between 16 and 128 MB. A page that misses
 * them is copied in through PGlite's file layer, which costs the embedded shop about a fifth of
 * its catalog throughput at 10 000 products when the buffers hold a fraction of the data; a
 * boutique's catalog of a few hundred products fits in the least, and every megabyte of buffers
 * is resident from the start. Sized from the largest database folder under base/ (the shop's;
 * the others are Postgres' templates) when the database opens, so it follows the catalog from
 * one start to the next.
 */
export function sharedBuffersFor(dataDir: string | undefined): string {
  let largest = 0;
  // In memory (no folder) or a new database: nothing to hold yet.
  if (dataDir) {
    const base = path.join(dataDir, 'base');
    try {
      for (const database of readdirSync(base, { withFileTypes: true })) {
        if (database.isDirectory()) largest = Math.max(largest, bytesUnder(path.join(base, database.name)));
      }
    } catch {
      // Not created yet.
    }
  }
  const wantedMb = Math.ceil(largest / 2 ** 20 / 8) * 8;
  return `${Math.min(SHARED_BUFFERS_MB.most, Math.max(SHARED_BUFFERS_MB.least, wantedMb))}MB`;
}

/**
 * Our settings as start parameters, to follow PGlite's own (a later -c wins); `overrides`
 * replaces some (the bench runs Postgres' defaults beside ours).
 */
export function pgliteSettingParams(
  dataDir: string | undefined,
  overrides: Readonly<Record<string, string>> = {},
): string[] {
  return Object.entries({
    shared_buffers: sharedBuffersFor(dataDir),
    ...PGLITE_SETTINGS,
    ...overrides,
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
