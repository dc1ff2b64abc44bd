// A new embedded database's first start, in its own process (first-start.ts): creates it,
// migrates, seeds, sends the parent what it did, and exits, giving all its memory back.
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './first-start';

const config = loadConfig();
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
try {
  const prepared = await prepareDatabase(database, config);
  await new Promise<void>((resolve, reject) =>
    process.send?.(prepared, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} finally {
  await database.close();
}
