import { parseArgs } from 'node:util';
import { databaseSettings, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { rebuildTeamRollups } from '../src/modules/team';

/**
 * `npm run team:rebuild [-- --from AAAA-MM-DD --to AAAA-MM-DD --days 31]`: recomputes the team's
 * running totals from history, one transaction per range of days
 * (docs/decisions/2026-12-05-team-analytics.md). On PostgreSQL it runs beside the server (each
 * range holds the table for its few seconds); PGlite's folder opens in one process at a time, so
 * stop the server first.
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
const config = loadConfig({ DEMO_MODE: 'true', ...databaseSettings() });
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = performance.now();
  const result = await rebuildTeamRollups(database.db, {
    from: values.from,
    to: values.to,
    chunkDays: values.days ? Number(values.days) : undefined,
    onChunk: (chunk) => console.log(`${chunk.from} a ${chunk.to}: ${chunk.ms} ms`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Equipe recalculada de ${result.from} a ${result.to} em ${result.chunks} ${result.chunks === 1 ? 'transação' : 'transações'} (${seconds} s).`,
  );
} finally {
  await database.close();
}
