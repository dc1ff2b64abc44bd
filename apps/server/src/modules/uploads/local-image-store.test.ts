import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStore } from './local-image-store';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shop-local-store-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createLocalImageStore', () => {
  it('creates its folder and stores each image under a new random name', async () => {
    const dir = path.join(root, 'nested', 'uploads');
    const store = createLocalImageStore(dir);
    const first = await store.save(Buffer.from('one'));
    const second = await store.save(Buffer.from('two'));
    expect(first).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(second).not.toBe(first);
    expect(await readFile(path.join(dir, path.basename(first)), 'utf8')).toBe('one');
    expect((await readdir(dir)).sort()).toEqual([path.basename(first), path.basename(second)].sort());
    expect(store.kind).toBe('local');
    expect(store.isOwnUrl(first)).toBe(true);
  });

  it('recognises only URLs of the exact shape it hands out', () => {
    const store = createLocalImageStore(root);
    const name = 'a'.repeat(32);
    expect(store.isOwnUrl(`/uploads/${name}.webp`)).toBe(true);
    for (const url of [
      `/uploads/${name}.png`,
      `/uploads/${name}.svg`,
      `/uploads/${name}.webp?x=1`,
      `/uploads/${name}.webp/`,
      `/uploads/${'a'.repeat(31)}.webp`,
      `/uploads/${'a'.repeat(33)}.webp`,
      `/uploads/${'A'.repeat(32)}.webp`,
      `/uploads/../${name}.webp`,
      `/uploads/sub/${name}.webp`,
      `//evil.example/uploads/${name}.webp`,
      `https://evil.example/uploads/${name}.webp`,
      `/api/uploads/${name}.webp`,
      `${name}.webp`,
      'javascript:alert(1)',
      '',
    ]) {
      expect(store.isOwnUrl(url), url).toBe(false);
    }
  });

  it('honours another URL prefix', () => {
    const store = createLocalImageStore(root, 'https://shop.example/uploads/');
    const name = `${'0'.repeat(32)}.webp`;
    expect(store.isOwnUrl(`https://shop.example/uploads/${name}`)).toBe(true);
    expect(store.isOwnUrl(`/uploads/${name}`)).toBe(false);
  });
});

describe('listing and deleting, for the cleanup of unused uploads', () => {
  it('lists the images save() wrote with their time, and nothing else in the folder', async () => {
    const dir = path.join(root, 'listed');
    const store = createLocalImageStore(dir);
    const pages = [];
    for await (const page of store.list()) pages.push(page);
    expect(pages.flat()).toEqual([]);

    const saved = path.basename(await store.save(Buffer.from('one')));
    const older = path.basename(await store.save(Buffer.from('two')));
    const then = new Date('2026-11-20T10:00:00.000Z');
    await utimes(path.join(dir, older), then, then);
    await writeFile(path.join(dir, 'notes.txt'), 'not an upload');
    await mkdir(path.join(dir, `${'c'.repeat(32)}.webp`));

    const listed = [];
    for await (const page of store.list()) listed.push(...page);
    expect(listed.map((image) => image.name).sort()).toEqual([saved, older].sort());
    expect(listed.find((image) => image.name === older)?.savedAt).toEqual(then);
    expect(Date.now() - (listed.find((image) => image.name === saved)?.savedAt.getTime() ?? 0)).toBeLessThan(
      60_000,
    );
  });

  it('deletes by name, a name already gone or not its own left alone', async () => {
    const dir = path.join(root, 'removed');
    const store = createLocalImageStore(dir);
    const kept = path.basename(await store.save(Buffer.from('kept')));
    const doomed = path.basename(await store.save(Buffer.from('doomed')));
    await writeFile(path.join(dir, 'notes.txt'), 'not an upload');

    await store.remove([doomed, `${'d'.repeat(32)}.webp`, 'notes.txt', `../${kept}`]);

    expect((await readdir(dir)).sort()).toEqual([kept, 'notes.txt'].sort());
  });
});
