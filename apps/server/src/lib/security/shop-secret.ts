import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// One secret the shop signs and encrypts with (SESSION_SECRET, or a file made on the first start
// in DATA_DIR). It never goes into the database, so a copy of the database can neither read mail
// still waiting to be sent nor make a guest cookie the shop would take (docs/decisions/043).

export const SHOP_SECRET_FILE = 'shop-secret.key';

/** The uses a key is derived for: a key serves one use only. */
export type KeyPurpose = 'mail-queue' | 'guest-cookie' | 'client-address' | 'mail-link';

/**
 * SESSION_SECRET when set; otherwise the secret kept in DATA_DIR, made (256 random bits, mode 0600)
 * the first time. Instances that share a database must share SESSION_SECRET instead.
 */
export async function loadShopSecret(dataDir: string, fromEnvironment?: string): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, SHOP_SECRET_FILE);
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (kept?.trim()) return kept.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx': of two instances starting on one folder at once, the second reads the first's secret.
  const written = await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (!written) return (await readFile(file, 'utf8')).trim();
  await chmod(file, 0o600);
  return secret;
}

/** A 256-bit key for one purpose, derived from the shop's secret (HKDF-SHA256). */
export function shopKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'velora', purpose, 32));
}

/** AES-256-GCM, as `v1.<iv>.<tag>.<ciphertext>` in base64url: a text column holds it. */
export function sealText(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text sealText sealed with this key; null when it was sealed with another key or altered. */
export function openText(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** A keyed hash of a value: equal values match, and nobody without the key can tell the value. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** A value and its HMAC, `value.signature`, for a cookie only this shop can make. */
export function signValue(key: Buffer, value: string): string {
  return `${value}.${createHmac('sha256', key).update(value).digest('base64url')}`;
}

/** The value of a signValue result made with this key; null for anything else. */
export function unsignValue(key: Buffer, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', key).update(value).digest('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
