import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  keyedHash,
  loadShopSecret,
  openText,
  SHOP_SECRET_FILE,
  sealText,
  shopKey,
  signValue,
  unsignValue,
} from './shop-secret';

const key = shopKey('a shop secret of at least thirty-two characters', 'mail-queue');
const otherKey = shopKey('another shop secret, thirty-two characters or more', 'mail-queue');

/** The sealed text with one character of its `index`th dot-separated part changed. */
function altered(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('shopKey', () => {
  it('gives one 32-byte key per secret and purpose, a different one for another purpose', () => {
    const secret = 'a shop secret of at least thirty-two characters';
    expect(shopKey(secret, 'mail-queue')).toHaveLength(32);
    expect(shopKey(secret, 'mail-queue').equals(key)).toBe(true);
    expect(shopKey(secret, 'guest-cookie').equals(key)).toBe(false);
    expect(key.equals(otherKey)).toBe(false);
  });
});

describe('sealText and openText', () => {
  it('open what they sealed, and the sealed form shows none of it', () => {
    const plain = 'Open https://velora.shop/orders/VL-1?token=abc123 — merci, Zoë';
    const sealed = sealText(key, plain);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('token');
    expect(openText(key, sealed)).toBe(plain);
    expect(openText(key, sealText(key, ''))).toBe('');
  });

  it('seal the same text differently each time', () => {
    expect(sealText(key, 'same')).not.toBe(sealText(key, 'same'));
  });

  it('open nothing sealed with another key', () => {
    expect(openText(otherKey, sealText(key, 'for this shop only'))).toBeNull();
    expect(
      openText(
        shopKey('a shop secret of at least thirty-two characters', 'guest-cookie'),
        sealText(key, 'x'),
      ),
    ).toBeNull();
  });

  it('open nothing altered: its iv, tag or text', () => {
    const sealed = sealText(key, 'Open https://velora.shop/reset-password?token=t&id=1');
    for (const part of [1, 2, 3]) expect(openText(key, altered(sealed, part))).toBeNull();
    expect(openText(key, sealed.slice(0, -2))).toBeNull();
    expect(openText(key, sealed.replace(/^v1\./, 'v2.'))).toBeNull();
  });

  it('open nothing that was never sealed', () => {
    expect(openText(key, 'Thank you for your order')).toBeNull();
    expect(openText(key, 'v1.')).toBeNull();
    expect(openText(key, '')).toBeNull();
  });
});

describe('signValue and unsignValue', () => {
  const cookieKey = shopKey('a shop secret of at least thirty-two characters', 'guest-cookie');

  it('give back the value this key signed, dots and all', () => {
    for (const value of ['guest-42', 'a.b.c', 'ada@example.com'])
      expect(unsignValue(cookieKey, signValue(cookieKey, value))).toBe(value);
  });

  it('reject a value planted under a signature made for another', () => {
    const signed = signValue(cookieKey, 'guest-42');
    const signature = signed.slice(signed.lastIndexOf('.') + 1);
    expect(unsignValue(cookieKey, `guest-43.${signature}`)).toBeNull();
    expect(unsignValue(cookieKey, 'guest-43')).toBeNull();
    expect(unsignValue(cookieKey, `guest-43.${'A'.repeat(signature.length)}`)).toBeNull();
    expect(unsignValue(cookieKey, `.${signature}`)).toBeNull();
    expect(unsignValue(cookieKey, `${signed}x`)).toBeNull();
  });

  it('reject a value another key signed', () => {
    expect(unsignValue(cookieKey, signValue(key, 'guest-42'))).toBeNull();
  });
});

describe('keyedHash', () => {
  it('matches equal values under one key only', () => {
    expect(keyedHash(key, 'ada@example.com')).toBe(keyedHash(key, 'ada@example.com'));
    expect(keyedHash(key, 'ada@example.com')).not.toBe(keyedHash(key, 'bea@example.com'));
    expect(keyedHash(otherKey, 'ada@example.com')).not.toBe(keyedHash(key, 'ada@example.com'));
  });
});

describe('loadShopSecret', () => {
  const made: string[] = [];
  async function emptyFolder(): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-secret-'));
    made.push(folder);
    return folder;
  }
  afterEach(async () => {
    for (const folder of made.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  it('makes a secret readable by its owner only, once, and reads it back on the next start', async () => {
    const dataDir = path.join(await emptyFolder(), 'data');
    const secret = await loadShopSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const file = path.join(dataDir, SHOP_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect(await loadShopSecret(dataDir)).toBe(secret);
    expect(await loadShopSecret(await emptyFolder())).not.toBe(secret);
  });

  it('gives instances starting on one folder at once the same secret', async () => {
    const dataDir = await emptyFolder();
    const secrets = await Promise.all([1, 2, 3, 4].map(() => loadShopSecret(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect((await readFile(path.join(dataDir, SHOP_SECRET_FILE), 'utf8')).trim()).toBe(secrets[0]);
  });

  it('prefers SESSION_SECRET, and then writes no file', async () => {
    const dataDir = await emptyFolder();
    const fromEnvironment = randomBytes(32).toString('base64');
    expect(await loadShopSecret(dataDir, fromEnvironment)).toBe(fromEnvironment);
    await expect(stat(path.join(dataDir, SHOP_SECRET_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
    const kept = await loadShopSecret(dataDir);
    expect(await loadShopSecret(dataDir, fromEnvironment)).toBe(fromEnvironment);
    expect(await loadShopSecret(dataDir)).toBe(kept);
  });
});
