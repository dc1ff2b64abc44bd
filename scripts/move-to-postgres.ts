// `npm run move-to-postgres -- postgres://user@host:5432/shop`: copies the embedded database of
// DATA_DIR (./data unless set) into an empty PostgreSQL database, every table and row, so a shop
// that started on a laptop moves to a server (README, Deploy). Stop the shop first.
import path from 'node:path';
import { MoveError, moveToPostgres } from '../apps/server/src/db/move-to-postgres';

const target = process.argv[2];
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error(
    'Usage: npm run move-to-postgres -- postgres://user@host:5432/database   (DATA_DIR says where the shop is)',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
console.log(`Copying the shop in ${dataDir} into ${target.replace(/\/\/[^@/]*@/, '//…@')}`);
try {
  const started = performance.now();
  const report = await moveToPostgres(path.join(dataDir, 'db'), target, (line) => console.log(line));
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Done: ${report.tables.length} tables, ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Start the shop with DATABASE_URL=${target.replace(/\/\/[^@/]*@/, '//…@')}; uploads stay in ${path.join(dataDir, 'uploads')}.`,
  );
} catch (error) {
  console.error(error instanceof MoveError ? error.message : error);
  process.exit(1);
}
