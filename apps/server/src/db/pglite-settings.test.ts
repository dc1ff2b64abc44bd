import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteSettingParams, sharedBuffersFor } from './pglite-settings';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A data folder whose databases under base/ hold files of these sizes (MB), sparse. */
function dataFolder(databases: Record<string, number[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-settings-'));
  folders.push(dir);
  for (const [name, files] of Object.entries(databases)) {
    const folder = path.join(dir, 'base', name);
    mkdirSync(folder, { recursive: true });
    files.forEach((mb, i) => {
      const file = path.join(folder, String(16384 + i));
      writeFileSync(file, '');
      truncateSync(file, mb * 2 ** 20);
    });
  }
  return dir;
}

describe('the embedded database’s shared buffers', () => {
  it('get the least for a new or in-memory database', () => {
    expect(sharedBuffersFor(undefined)).toBe('16MB');
    expect(sharedBuffersFor(path.join(tmpdir(), 'no-such-shop-data'))).toBe('16MB');
  });

  it('hold the shop’s database, the largest under base/, in steps of 8 MB', () => {
    // Templates of 7.5 MB each beside a shop of 41 MB across three files.
    expect(sharedBuffersFor(dataFolder({ '1': [7.5], '4': [7.5], '5': [30, 10, 1] }))).toBe('48MB');
  });

  it('stay at the least for a boutique’s catalog and at Postgres’ default for a large one', () => {
    expect(sharedBuffersFor(dataFolder({ '5': [9] }))).toBe('16MB');
    expect(sharedBuffersFor(dataFolder({ '5': [400, 300] }))).toBe('128MB');
  });

  it('are passed with the other settings, which a caller may override', () => {
    const dir = dataFolder({ '5': [60] });
    expect(pgliteSettingParams(dir)).toEqual([
      '-c',
      'shared_buffers=64MB',
      '-c',
      'maintenance_work_mem=16MB',
    ]);
    expect(pgliteSettingParams(dir, { shared_buffers: '128MB' })).toContain('shared_buffers=128MB');
  });
});
