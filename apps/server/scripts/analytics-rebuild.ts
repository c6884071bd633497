import { parseArgs } from 'node:util';
import { databaseSettings, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { rebuildCommunityAnalytics } from '../src/modules/analytics';

/**
 * `npm run analytics:rebuild [-- --from AAAA-MM-DD --to AAAA-MM-DD --days 31]`: recomputes the
 * community's per-day figures ("Comunidade") from history, one transaction per range of days
 * (docs/decisions/2026-12-05-community-analytics.md). On PostgreSQL it runs beside the server
 * (each range holds the table for its few seconds); PGlite's folder opens in one process at a
 * time, so stop the server first.
 */
const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, days: { type: 'string' } },
});
const day = /^\d{4}-\d{2}-\d{2}$/;
if ((values.from && !day.test(values.from)) || (values.to && !day.test(values.to))) {
  console.error('Use --from e --to no formato AAAA-MM-DD.');
  process.exit(2);
}
if (Boolean(values.from) !== Boolean(values.to)) {
  console.error('Informe --from e --to juntos, ou nenhum dos dois (todo o histórico).');
  process.exit(2);
}
if (values.days && !/^[1-9]\d{0,2}$/.test(values.days)) {
  console.error('Use --days com um número de dias de 1 a 999.');
  process.exit(2);
}
const config = loadConfig({ DEMO_MODE: 'true', ...databaseSettings() });
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = performance.now();
  const result = await rebuildCommunityAnalytics(database.db, {
    from: values.from,
    to: values.to,
    chunkDays: values.days ? Number(values.days) : undefined,
    onChunk: (chunk) => console.log(`${chunk.from} a ${chunk.to}: ${chunk.ms} ms`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Comunidade recalculada de ${result.from} a ${result.to} em ${result.chunks} ${result.chunks === 1 ? 'transação' : 'transações'} (${seconds} s).`,
  );
} finally {
  await database.close();
}
