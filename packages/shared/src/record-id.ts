import { z } from 'zod';

/**
 * A database id in an address or a body. UUIDs are the same in either case, but the services
 * compare them as text ("is this the caller's own account?", "is this variant in the map?"),
 * so every id is lower-cased on the way in, as PostgreSQL prints them.
 */
export const recordId = (error: string) => z.uuid({ error }).transform((id) => id.toLowerCase());
