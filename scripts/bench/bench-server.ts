// The shop's API on a prepared data folder, plus one extra route that answers a constant body
// of the same size as the listing: the ceiling of what this Fastify process can serve, measured
// side by side with the real thing.
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';

const [dataDir, port, sample] = process.argv.slice(2);
if (!dataDir || !port || !sample) throw new Error('usage: bench-server DATA_DIR PORT SAMPLE_URL');

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir },
);
const app = await buildApp({ database, webDist: false });
let constant = '';
app.get('/__bench/constant', { schema: { hide: true } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(constant),
);
constant = (await app.inject(sample)).body;
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true, bytes: Buffer.byteLength(constant) });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
