import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used rather than when the shop starts. Stripe, SMTP,
 * Redis and S3 are each turned on by a setting many shops never set, and loaded they hold about
 * 28 MB of a small server's memory (docs/decisions/038). Only for CommonJS packages, whose
 * require() is synchronous, so the code that uses them stays as it was.
 */
export function whenNeeded<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
