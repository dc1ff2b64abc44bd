import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the cookie, the Bearer header and reset links carry. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this digest is stored. A fast hash is enough: the token is random and as long as a key,
 * so there is nothing to guess, unlike a password.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we issue are exactly 43 URL-safe characters; anything else is refused unread. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
