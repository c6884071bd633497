import type { GameJoinAnswer, GameServerKey } from '@panel/contract/api/game-servers';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/api';
import { checkWithPromtool, readScrape, sampleOf, samplesOf } from '../../../test/prometheus';
import { useTestApp } from '../../../test/use-test-app';
import { outbox } from '../../db/schema/deliveries';
import { recordBackupRun, reportBackupSchedule } from './backup-repository';
import { serveMetricsApart } from './metrics-port';

const token = 'token-das-metricas-0123456789';
const s = useTestApp({ env: { METRICS_TOKEN: token }, signIn: ['administrador'] });

async function scrape() {
  const response = await s.t.app.inject({
    method: 'GET',
    url: urlOf('metrics'),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return readScrape(response.body);
}

describe('/metrics', () => {
  it("is read by Prometheus' own parser, which would refuse a broken text", () => {
    expect(() => checkWithPromtool('panel_live_streams{ 3\n')).toThrow(/exit 1/);
    expect(() =>
      checkWithPromtool('# HELP panel_x Um.\n# TYPE panel_x counter\npanel_x 1\n'),
    ).toThrow(/should have "_total" suffix/);
  });

  it('asks for the token, in constant time, and says how', async () => {
    for (const authorization of [
      undefined,
      'Bearer errado',
      `Basic ${token}`,
      `Bearer ${token}x`,
    ]) {
      const response = await s.t.app.inject({
        method: 'GET',
        url: urlOf('metrics'),
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({
        code: 'unauthenticated',
        message:
          'As métricas pedem o cabeçalho Authorization: Bearer com o METRICS_TOKEN do painel.',
      });
    }
  });

  it("counts requests under their route's pattern, never their address", async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/healthz', status: '200' };
    const counted = sampleOf(before, 'panel_http_requests_total', labels) ?? 0;
    for (let i = 0; i < 3; i++) await s.t.app.inject({ method: 'GET', url: urlOf('liveness') });
    await s.t.app.inject({ method: 'GET', url: '/nada/123' });
    await s.t.app.inject({ method: 'GET', url: '/nada/456' });
    await s.call('getMemberFile', s.as.administrador, {
      params: { discordId: '100000000000000004' },
    });

    const after = await scrape();
    expect(sampleOf(after, 'panel_http_requests_total', labels)).toBe(counted + 3);
    expect(after.types.get('panel_http_request_duration_seconds')).toBe('histogram');
    expect(sampleOf(after, 'panel_http_request_duration_seconds_count', labels)).toBe(counted + 3);
    expect(
      sampleOf(after, 'panel_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBe(2);
    expect(
      sampleOf(after, 'panel_http_requests_total', {
        route: endpointRoutes.getMemberFile.path,
        status: '200',
      }),
    ).toBe(1);
    const routes = samplesOf(after, 'panel_http_requests_total').map(
      (sample) => sample.labels.route ?? '',
    );
    expect(routes.filter((route) => /\d{6}/.test(route))).toEqual([]);
  });

  it('reads the outbox, the bot, the streams and the database at each scrape', async () => {
    const waiting = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const before = await scrape();
    const pending = (effect: string) => sampleOf(before, 'panel_outbox_pending', { effect }) ?? 0;
    const failed = (effect: string) => sampleOf(before, 'panel_outbox_failed', { effect }) ?? 0;
    await s.t.database.db.insert(outbox).values([
      {
        effect: { type: 'member.addRole', userId: '1', roleId: '2', reason: 'teste' },
        createdAt: waiting(10),
      },
      {
        effect: { type: 'member.addRole', userId: '3', roleId: '2', reason: 'teste' },
        createdAt: waiting(1),
      },
      {
        effect: { type: 'channel.message', channelId: '1', content: 'oi' },
        status: 'failed',
        failedAt: new Date(),
      },
    ]);
    const families = await scrape();
    expect(sampleOf(families, 'panel_outbox_pending', { effect: 'member.addRole' })).toBe(
      pending('member.addRole') + 2,
    );
    expect(
      sampleOf(families, 'panel_outbox_oldest_pending_seconds', { effect: 'member.addRole' }),
    ).toBeGreaterThanOrEqual(600);
    expect(sampleOf(families, 'panel_outbox_failed', { effect: 'channel.message' })).toBe(
      failed('channel.message') + 1,
    );
    expect(sampleOf(families, 'panel_live_streams')).toBe(0);
    expect(sampleOf(families, 'panel_discord_gateway_up')).toBe(0);
    expect(
      samplesOf(families, 'panel_discord_gateway_status').map((sample) => [
        sample.labels.status,
        sample.value,
      ]),
    ).toEqual([
      ['connecting', 0],
      ['online', 0],
      ['reconnecting', 0],
      ['offline', 1],
    ]);
    // PGlite is one connection; PostgreSQL's pools have opened at least the one just used.
    const connections = sampleOf(families, 'panel_database_pool_connections', { state: 'total' });
    if (s.t.database.kind === 'pglite') expect(connections).toBe(1);
    else expect(connections).toBeGreaterThanOrEqual(1);
    expect(sampleOf(families, 'panel_database_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sampleOf(families, 'panel_build_info', { version: s.t.config.version })).toBe(1);
    // Node's own figures, where a token says someone reads them.
    expect(sampleOf(families, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(families.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it("reads the backups: the last success, a failure after it, the schedule's next run", async () => {
    const db = s.t.database.db;
    const none = await scrape();
    // 0 until there is one: an alert on `time() - …` fires at once.
    expect(sampleOf(none, 'panel_backup_last_success_timestamp_seconds')).toBe(0);
    expect(sampleOf(none, 'panel_backup_next_timestamp_seconds')).toBe(0);
    expect(sampleOf(none, 'panel_backup_last_failed')).toBe(0);

    const startedAt = new Date(Date.now() - 90_000);
    await recordBackupRun(db, {
      trigger: 'schedule',
      startedAt,
      outcome: { ok: true, file: 'painel.tar', bytes: 5_000_000 },
    });
    const nextAt = new Date(Date.now() + 3_600_000);
    await reportBackupSchedule(db, { pattern: '0 4 * * *', keep: 7, nextAt });
    const ok = await scrape();
    const finished = sampleOf(ok, 'panel_backup_last_success_timestamp_seconds') ?? 0;
    expect(finished * 1000).toBeGreaterThan(startedAt.getTime());
    expect(sampleOf(ok, 'panel_backup_last_success_bytes')).toBe(5_000_000);
    expect(sampleOf(ok, 'panel_backup_last_success_duration_seconds')).toBeGreaterThanOrEqual(90);
    expect(sampleOf(ok, 'panel_backup_next_timestamp_seconds')).toBe(nextAt.getTime() / 1000);
    expect(sampleOf(ok, 'panel_backup_missed')).toBe(0);

    await recordBackupRun(db, {
      trigger: 'schedule',
      startedAt: new Date(),
      outcome: { ok: false, error: 'Disco cheio' },
    });
    const failedNow = await scrape();
    expect(sampleOf(failedNow, 'panel_backup_last_failed')).toBe(1);
    expect(sampleOf(failedNow, 'panel_backup_last_success_timestamp_seconds')).toBe(finished);
  });

  it('counts join checks by outcome and reason, with their time', async () => {
    const created = await s.call('createGameServer', s.as.administrador, {
      body: { name: 'Cidade Métrica' },
    });
    const { apiKey } = created.json<GameServerKey>();
    const join = async (identifier: string) => {
      const response = await s.t.app.inject({
        method: 'POST',
        url: urlOf('gameJoin'),
        headers: { authorization: `Bearer ${apiKey}` },
        payload: { name: 'Jogador', identifiers: [identifier], tokens: [] },
      });
      expect(response.statusCode).toBe(200);
      return response.json<GameJoinAnswer>();
    };
    expect((await join(`license:${'a'.repeat(40)}`)).allow).toBe(false);
    expect((await join(`license:${'b'.repeat(40)}`)).allow).toBe(false);
    const families = await scrape();
    expect(
      sampleOf(families, 'panel_game_join_checks_total', {
        outcome: 'refused',
        reason: 'unlinked',
      }),
    ).toBe(2);
    expect(
      sampleOf(families, 'panel_game_join_check_duration_seconds_count', { outcome: 'refused' }),
    ).toBe(2);
  });

  it('serves them on a port of their own without the token, and nothing else there', async () => {
    const apart = await serveMetricsApart(
      s.t.app.metrics,
      { port: 0, host: '127.0.0.1' },
      s.t.app.log,
    );
    try {
      const base = `http://127.0.0.1:${apart.port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(sampleOf(readScrape(await response.text()), 'panel_live_streams')).toBe(0);
      expect((await fetch(`${base}/healthz`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await apart.close();
    }
  });
});
