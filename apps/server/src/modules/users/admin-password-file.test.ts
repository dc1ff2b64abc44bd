import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAdminPasswordFile } from './admin-password-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-admin-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const login = { email: 'admin@velora.shop', password: 'Gen#erated123' };

describe('admin password file', () => {
  it('writes the login to DATA_DIR/admin-password.txt, readable by its owner only', async () => {
    const dataDir = path.join(dir, 'data');
    const file = await writeAdminPasswordFile(dataDir, login);
    expect(file).toBe(path.join(dataDir, 'admin-password.txt'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('admin@velora.shop');
    expect(text).toContain('Gen#erated123');
  });

  it('replaces a file left from an earlier database, mode included', async () => {
    const file = path.join(dir, 'admin-password.txt');
    writeFileSync(file, 'old password', { mode: 0o644 });
    await writeAdminPasswordFile(dir, login);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('old password');
  });
});
