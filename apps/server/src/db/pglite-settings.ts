/**
 * Postgres settings for the embedded database, chosen for a small server (docs/decisions/038).
 * PGlite starts with Postgres' defaults, made for a server that has the machine to itself:
 * 128 MB of shared buffers, written in full at start, which is most of an idle shop's memory.
 * A boutique's catalog is a few megabytes and the operating system keeps the data files in its
 * own cache anyway, so a page that misses these buffers costs a copy, not a disk read.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  // Index builds in migrations and imports; the default (64 MB) grows the WebAssembly heap for
  // good, since it never gives memory back.
  maintenance_work_mem: '16MB',
};

/**
 * Our settings as start parameters, to follow PGlite's own (a later -c wins); `overrides`
 * replaces some (the bench runs Postgres' defaults beside ours).
 */
export function pgliteSettingParams(overrides: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries({ ...PGLITE_SETTINGS, ...overrides }).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
}
