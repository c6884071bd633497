import type { Liveness, Readiness } from '@panel/contract/api/system';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/api';
import { freePort } from '../../../test/processes';
import { createTestDatabase } from '../../../test/test-database';
import { useTestApp } from '../../../test/use-test-app';
import { queryRows } from '../../db/client';
import { outbox } from '../../db/schema/deliveries';
import { gameDatabases, gameServers } from '../../db/schema/game-servers';
import { writeGatewayStatus } from '../../discord/gateway-status';
import { readinessReader, shippedMigrationCount } from './readiness';

const s = useTestApp({ signIn: ['administrador'] });
const silent = { warn: () => undefined };

async function readyz(): Promise<{ status: number; body: Readiness }> {
  const response = await s.t.app.inject({ method: 'GET', url: urlOf('readiness') });
  expect(response.headers['cache-control']).toBe('no-store');
  return { status: response.statusCode, body: response.json<Readiness>() };
}

/** A fresh reader: the app's own keeps its game databases' answer for 30 s. */
function reader(mode: 'discord' | 'standin' = 'standin') {
  return readinessReader({
    config: s.t.config,
    db: s.t.database.db,
    discord: { mode },
    log: silent,
  });
}

describe('/healthz', () => {
  it('answers that the process is up, with its version, whoever asks', async () => {
    const response = await s.t.app.inject({ method: 'GET', url: urlOf('liveness') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<Liveness>()).toEqual({
      status: 'ok',
      version: s.t.config.version,
      uptimeSeconds: expect.any(Number),
    });
  });
});

describe('/readyz', () => {
  it('is ready on a migrated database in demo mode, every check saying what it found', async () => {
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.notReady).toEqual([]);
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations).toMatchObject({
      ok: true,
      applied: shippedMigrationCount(),
      expected: shippedMigrationCount(),
      message: `As ${shippedMigrationCount()} migrações estão aplicadas.`,
    });
    expect(shippedMigrationCount()).toBeGreaterThan(50);
    expect(body.checks.discord).toMatchObject({ ok: true, mode: 'standin' });
    expect(body.checks.discord.message).toContain('Modo de demonstração');
    expect(body.checks.outbox).toMatchObject({ ok: true, maxDueSeconds: 300 });
    expect(body.checks.gameDatabases).toEqual({
      ok: true,
      message: 'Nenhum banco de dados do jogo conectado.',
      connected: 0,
      unreachable: 0,
    });
  });

  it('turns 503 while an effect the worker delivers waits past the limit, and back once delivered', async () => {
    const due = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // Waiting 4 minutes: under the 5-minute limit. A game server's command waits for its
    // server, not for the worker, and does not count however old.
    const [recent] = await s.t.database.db
      .insert(outbox)
      .values({
        effect: { type: 'channel.message', channelId: '1', content: 'oi' },
        nextAttemptAt: due(4),
      })
      .returning({ id: outbox.id });
    const [server] = await s.t.database.db
      .insert(gameServers)
      .values({
        name: 'Cidade',
        keyHash: 'x'.repeat(64),
        keyPrefix: 'prp_xxxxxxxx',
        createdByName: 'Ana',
      })
      .returning({ id: gameServers.id });
    await s.t.database.db.insert(outbox).values({
      effect: {
        type: 'game.command',
        kind: 'grant',
        template: 'give {passport} 1',
        userId: '100000000000000004',
        memberName: 'Diego',
        purchaseId: 1,
        productName: 'Carro',
      },
      gameServerId: server?.id,
      nextAttemptAt: due(600),
    });
    expect((await readyz()).status).toBe(200);

    await s.t.database.db
      .update(outbox)
      .set({ nextAttemptAt: due(7) })
      .where(eq(outbox.id, recent?.id ?? 0));
    const stuck = await readyz();
    expect(stuck.status).toBe(503);
    expect(stuck.body.status).toBe('not_ready');
    expect(stuck.body.notReady).toEqual(['outbox']);
    expect(stuck.body.checks.outbox.ok).toBe(false);
    expect(stuck.body.checks.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(420);
    expect(stuck.body.checks.outbox.message).toBe(
      'Há uma entrega esperando há 7 min (limite: 5 min): o worker não está entregando.',
    );

    await s.t.database.db
      .update(outbox)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(outbox.id, recent?.id ?? 0));
    expect((await readyz()).status).toBe(200);
    await s.t.database.db.delete(gameServers).where(eq(gameServers.id, server?.id ?? 0));
  });

  it('is not ready while a migration of this version is missing, and says to restart', async () => {
    const db = s.t.database.db;
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    if (!last) throw new Error('no migration recorded');
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body.notReady).toEqual(['migrations']);
      const expected = shippedMigrationCount();
      expect(body.checks.migrations.message).toBe(
        `${expected - 1} de ${expected} migrações aplicadas: o painel aplica as que faltam ao iniciar; reinicie-o.`,
      );
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  it('with a real Discord, is ready only while the bot is online on the gateway', async () => {
    const read = reader('discord');
    await writeGatewayStatus(s.t.database.db, 'reconnecting', { lastError: 'heartbeat perdido' });
    const away = await read();
    expect(away.notReady).toEqual(['discord']);
    expect(away.checks.discord).toMatchObject({
      ok: false,
      status: 'reconnecting',
      message: 'O bot não está conectado ao gateway do Discord (reconectando): heartbeat perdido.',
    });
    await writeGatewayStatus(s.t.database.db, 'online', { pingMs: 42 });
    const back = await read();
    expect(back.status).toBe('ready');
    expect(back.checks.discord).toMatchObject({
      ok: true,
      status: 'online',
      pingMs: 42,
      message: 'O bot está conectado ao gateway do Discord (42 ms).',
    });
  });

  it('is not ready while a connected game database does not answer', async () => {
    const db = s.t.database.db;
    const [server] = await db
      .insert(gameServers)
      .values({
        name: 'Cidade Baixa',
        keyHash: 'y'.repeat(64),
        keyPrefix: 'prp_yyyyyyyy',
        createdByName: 'Ana',
      })
      .returning({ id: gameServers.id });
    if (!server) throw new Error('no server');
    // Nothing listens on this port.
    await db.insert(gameDatabases).values({
      serverId: server.id,
      framework: 'vrp1',
      host: '127.0.0.1',
      port: await freePort(),
      user: 'vrp',
      database: 'vrp',
    });
    const down = await reader()();
    expect(down.notReady).toEqual(['gameDatabases']);
    expect(down.checks.gameDatabases).toEqual({
      ok: false,
      message: '1 de 1 banco de dados do jogo não responde ao painel.',
      connected: 1,
      unreachable: 1,
    });
    await db.delete(gameServers).where(eq(gameServers.id, server.id));
    expect((await reader()()).status).toBe('ready');
  });

  it('names the database when it does not answer, and checks nothing that needs it', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    const read = readinessReader({
      config: s.t.config,
      db: closed.db,
      discord: { mode: 'discord' },
      log: silent,
    });
    const answer = await read();
    expect(answer.status).toBe('not_ready');
    expect(answer.notReady).toEqual([
      'database',
      'migrations',
      'discord',
      'outbox',
      'gameDatabases',
    ]);
    expect(answer.checks.database).toEqual({
      ok: false,
      message: 'O banco de dados não respondeu.',
      roundTripMs: null,
    });
    expect(answer.checks.outbox.message).toBe('Não verificado: o banco de dados não respondeu.');
  });
});
