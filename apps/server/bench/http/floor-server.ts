// The floor of `npm run bench:http`: a bare Fastify route doing one indexed query on the
// panel's own database (the same driver and pool), no logging, no session. Prints its port.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { databaseSettings } from '../../src/config';
import { openDatabase, queryRows } from '../../src/db/client';

const settings = databaseSettings();
const database = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: settings.DATA_DIR ?? './data',
});
const app = Fastify({ logger: false });
const userId = process.env.FLOOR_USER_ID ?? '';
app.get('/floor', async () => {
  const rows = await queryRows<{ id: string; username: string }>(
    database.db,
    sql`select id, username from users where id = ${userId}`,
  );
  return rows[0] ?? null;
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`floor ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
