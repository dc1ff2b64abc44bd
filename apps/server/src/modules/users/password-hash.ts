import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults: 19 MiB, 2 passes, 1 lane, OWASP's first
// recommendation. The full password is hashed, however long (no 72-byte cut as with bcrypt).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A damaged stored hash is a failed login, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the email is unknown, so the answer's timing does
 * not tell whether an account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
  return false;
}
