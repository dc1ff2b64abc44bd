import { DomainError } from '../domain-error';
import { describeWait, type RateLimiter, type RateLimits } from './rate-limiter';

export type RateLimitName = keyof RateLimits;

/** What a refused client was doing too often, in the 429 sentence. */
const SUBJECTS: Record<RateLimitName, string> = {
  loginPerAccount: 'failed login attempts',
  loginPerClient: 'failed login attempts',
  register: 'sign-ups from your address',
  forgetPassword: 'reset requests',
  resetLinkCheck: 'link checks',
  contact: 'messages',
  upload: 'uploads',
  checkout: 'checkouts started',
  discountCode: 'discount codes tried',
  orderLookup: 'order lookups',
  stockAlert: 'back-in-stock requests',
};

/** The 429 a limit answers with: Retry-After and a sentence saying how long to wait. */
export function tooManyRequests(name: RateLimitName, retryAfterSeconds: number): DomainError {
  return new DomainError(
    429,
    `Too many ${SUBJECTS[name]}. Please try again in ${describeWait(retryAfterSeconds)}.`,
    undefined,
    retryAfterSeconds,
  );
}

/**
 * The configured limits over one counter store. Every limit the shop applies goes through
 * here, so the key of a count always starts with the limit's name and two limits never
 * share a count by accident.
 */
export interface Throttle {
  readonly limiter: RateLimiter;
  readonly limits: RateLimits;
  /** Counts one hit of `subject` against the named limit; throws the 429 when it is over. */
  enforce(name: RateLimitName, subject: string): Promise<void>;
}

export function createThrottle(limiter: RateLimiter, limits: RateLimits): Throttle {
  return {
    limiter,
    limits,
    async enforce(name, subject) {
      const decision = await limiter.hit(`${name}:${subject}`, limits[name]);
      if (!decision.allowed) throw tooManyRequests(name, decision.retryAfterSeconds);
    },
  };
}
