import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { healthProbes } from '../../db/schema/system';
import { recordHealthProbe, uptimePercent } from './health-probes';

const s = useTestApp({ seed: false });
beforeEach(async () => {
  await s.t.database.db.execute(sql`delete from health_probes`);
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('uptimePercent', () => {
  it('is 100 before any probe and right after the first one', async () => {
    expect(await uptimePercent(s.t.database.db)).toBe(100);
    await recordHealthProbe(s.t.database.db);
    expect(await uptimePercent(s.t.database.db)).toBe(100);
  });

  it('counts a failed probe and a minute without one as down', async () => {
    await s.t.database.db.insert(healthProbes).values([
      { at: minutesAgo(3), ok: true, databaseMs: 1 },
      { at: minutesAgo(2), ok: false, databaseMs: null },
      // Nothing a minute ago: the server was down.
      { at: minutesAgo(0), ok: true, databaseMs: 1 },
    ]);
    expect(await uptimePercent(s.t.database.db)).toBe(50);
  });
});
