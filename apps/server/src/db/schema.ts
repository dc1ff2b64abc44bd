// Drizzle's relational queries need every table in one object; each domain still owns its tables.
import * as catalog from '../modules/catalog/catalog.schema';
import * as meta from './meta.schema';

export const schema = { ...meta, ...catalog };
export type Schema = typeof schema;
