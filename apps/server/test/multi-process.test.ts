import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { fromPostgres } from '../src/db/postgres';
import { enqueueEffects } from '../src/outbox/enqueue';
import { communitySettingIds } from '@panel/discord-local/community';
import { openEvents } from './event-client';
import { signInOverHttp } from './http-sign-in';
import { freePort, startProcess, type Running } from './processes';
import { createPostgresCopy, testDatabaseKind } from './test-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const administrador = '100000000000000001';
const moderador = '100000000000000002';
/** Carla, whose Discord account has no two-step authentication (the local Discord's). */
const suporte = '100000000000000003';

/** An integration key's requests a minute, in every process together. */
const keyRateLimit = 12;

interface Api extends Running {
  base: string;
}

/**
 * Two API processes and two workers on one PostgreSQL, with the local Discord as their
 * Discord, as the README's several-process setup runs them.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('several processes on one PostgreSQL', () => {
  const running: Running[] = [];
  let drop = async () => {};
  let databaseUrl = '';
  let discordEnv: Record<string, string> = {};
  let controlBase = '';
  let a: Api;
  let b: Api;

  const tsx = (file: string, args: string[], env: NodeJS.ProcessEnv, ready: string) =>
    startProcess(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, file), ...args],
      env,
      (line) => line.includes(ready),
      90_000,
    ).then((started) => {
      running.push(started);
      return started;
    });

  const panelEnv = (role: 'api' | 'worker', port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    ...discordEnv,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PROCESS_ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_DISCORD_IDS: administrador,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'info',
    INTEGRATION_RATE_LIMIT: String(keyRateLimit),
  });

  const startApi = async (): Promise<Api> => {
    const port = await freePort();
    const started = await tsx('src/main.ts', [], panelEnv('api', port), 'painel pronto');
    return { ...started, base: `http://127.0.0.1:${port}` };
  };

  beforeAll(async () => {
    const copy = await createPostgresCopy(process.env.TEST_DATABASE_URL ?? '');
    databaseUrl = copy.url;
    drop = () => copy.drop();
    const discord = await tsx(
      '../../packages/discord-local/src/standalone.ts',
      ['--port', '0'],
      process.env,
      'DISCORD_BASE_URL=',
    );
    discordEnv = Object.fromEntries(
      discord.readyLine.split(' ').map((pair) => pair.split('=', 2) as [string, string]),
    );
    controlBase = `${discordEnv.DISCORD_BASE_URL ?? ''}/control`;
    // One API first: it applies the migrations the others then find done.
    a = await startApi();
    [b] = await Promise.all([
      startApi(),
      tsx('src/main.ts', [], panelEnv('worker', 0), 'painel pronto'),
      tsx('src/main.ts', [], panelEnv('worker', 0), 'painel pronto'),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(running.map((process) => process.stop()));
    await drop();
  }, 60_000);

  const call = (api: Api, method: string, url: string, cookie: string, body?: unknown) =>
    fetch(api.base + url, {
      method,
      headers: {
        cookie,
        origin: api.base,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  /** A member with a pending whitelist entry, written straight into the database. */
  const pendingWhitelist = async (member: string, name: string) => {
    const database = fromPostgres(databaseUrl);
    try {
      await queryRows(
        database.db,
        sql`insert into users (id, username) values (${member}, ${name})`,
      );
      await queryRows(
        database.db,
        sql`insert into applications (form, user_id, username, answers)
          values ('whitelist', ${member}, ${name}, '[]')`,
      );
    } finally {
      await database.close();
    }
  };

  /** Milliseconds until `check` holds, polling every 20 ms for at most 5 s. */
  const timeUntil = async (check: () => Promise<boolean>): Promise<number> => {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > 5_000) throw new Error('never happened');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  };

  it('a permission change and a session end made through one API apply on the other within a second', async () => {
    const admin = await signInOverHttp(a.base, 'Ana Souza');
    const named = await call(a, 'POST', '/api/users/role', admin, {
      discordId: moderador,
      roleName: 'moderador',
    });
    expect(named.status).toBe(200);
    const mod = await signInOverHttp(b.base, 'Bruno Lima');
    // Both processes have the moderator's session in memory now.
    for (const api of [a, b]) {
      expect((await call(api, 'GET', '/api/allowlists', mod)).status).toBe(200);
      expect((await call(api, 'GET', '/api/allowlists', mod)).status).toBe(200);
    }

    const revoked = await call(b, 'PUT', '/api/permissions/roles/moderador', admin, {
      view_allowlists: false,
      manage_allowlists: false,
    });
    expect(revoked.status).toBe(200);
    const permissionMs = await timeUntil(
      async () => (await call(a, 'GET', '/api/allowlists', mod)).status === 403,
    );
    expect(permissionMs).toBeLessThan(1_000);

    const ended = await call(a, 'DELETE', `/api/users/${moderador}/sessions`, admin);
    expect(ended.status).toBe(200);
    const sessionMs = await timeUntil(
      async () => (await call(b, 'GET', '/api/auth/me', mod)).status === 401,
    );
    expect(sessionMs).toBeLessThan(1_000);
    expect((await call(a, 'GET', '/api/auth/me', mod)).status).toBe(401);
  }, 60_000);

  it('the staff two-step requirement and one session ended through one API apply on the other within a second', async () => {
    const admin = await signInOverHttp(a.base, 'Ana Souza');
    const named = await call(a, 'POST', '/api/users/role', admin, {
      discordId: suporte,
      roleName: 'suporte',
    });
    expect(named.status).toBe(200);
    const carla = await signInOverHttp(b.base, 'Carla Dias');
    for (const api of [a, b]) {
      expect((await call(api, 'GET', '/api/dashboard', carla)).status).toBe(200);
    }

    const required = await call(a, 'PUT', '/api/permissions/security', admin, {
      requireDiscordMfa: true,
    });
    expect(required.status).toBe(200);
    const refusedMs = await timeUntil(
      async () => (await call(b, 'GET', '/api/dashboard', carla)).status === 403,
    );
    expect(refusedMs).toBeLessThan(1_000);
    const lifted = await call(a, 'PUT', '/api/permissions/security', admin, {
      requireDiscordMfa: false,
    });
    expect(lifted.status).toBe(200);
    await timeUntil(async () => (await call(b, 'GET', '/api/dashboard', carla)).status === 200);

    const sessions = (await (await call(b, 'GET', '/api/users/sessions', admin)).json()) as {
      id: string;
      user: { id: string };
    }[];
    const theirs = sessions.find((session) => session.user.id === suporte);
    const ended = await call(a, 'DELETE', `/api/users/sessions/${theirs?.id ?? ''}`, admin);
    expect(ended.status).toBe(204);
    const endedMs = await timeUntil(
      async () => (await call(b, 'GET', '/api/auth/me', carla)).status === 401,
    );
    expect(endedMs).toBeLessThan(1_000);
  }, 60_000);

  it('a decision made through one API is in the next list answer of the other', async () => {
    const member = '300000000000000077';
    await pendingWhitelist(member, 'Membro da Lista');
    const admin = await signInOverHttp(a.base, 'Ana Souza');
    const pending = async (api: Api, status = 'pending') =>
      (
        (await (await call(api, 'GET', `/api/allowlists?status=${status}`, admin)).json()) as {
          userId: string;
        }[]
      ).map((entry) => entry.userId);
    const auditSize = async (api: Api) =>
      ((await (await call(api, 'GET', '/api/audit/logs', admin)).json()) as { total: number })
        .total;
    // Each process keeps the pages it answered.
    for (const api of [a, b, a, b]) expect(await pending(api)).toContain(member);
    const entriesBefore = await auditSize(b);
    expect(await auditSize(b)).toBe(entriesBefore);

    const approved = await call(a, 'POST', '/api/allowlists/approve', admin, { userId: member });
    expect(approved.status).toBe(200);
    // No wait: the other process reads its pages' version in the database on every request.
    expect(await pending(b)).not.toContain(member);
    expect(await pending(b, 'approved')).toContain(member);
    expect(await auditSize(b)).toBeGreaterThan(entriesBefore);
  }, 60_000);

  it('a decision made through one API reaches a live stream open on the other', async () => {
    const member = '300000000000000078';
    await pendingWhitelist(member, 'Membro Ao Vivo');
    const admin = await signInOverHttp(a.base, 'Ana Souza');
    const stream = await openEvents(b.base, admin);
    try {
      await stream.stream();
      const approved = await call(a, 'POST', '/api/allowlists/approve', admin, { userId: member });
      expect(approved.status).toBe(200);
      const id = String(((await approved.json()) as { id: string | number }).id);
      const heard = await stream.next(
        (event) => event.event === 'notice' && (event.data as { key: string }).key === id,
      );
      expect(heard.data).toEqual({
        area: 'allowlists',
        key: id,
        change: 'approved',
        by: 'Ana Souza',
      });
    } finally {
      stream.close();
    }
  }, 60_000);

  it('two workers deliver every queued Discord effect exactly once', async () => {
    const database = fromPostgres(databaseUrl);
    const count = 60;
    const tag = `várias-instâncias-${Date.now()}`;
    try {
      await database.db.transaction((tx) =>
        enqueueEffects(
          tx,
          Array.from({ length: count }, (_, i) => ({
            type: 'channel.message' as const,
            channelId: communitySettingIds.logChannelId,
            content: `${tag} #${i}`,
          })),
        ),
      );
      await timeUntil(async () => {
        const [row] = await queryRows<{ open: number }>(
          database.db,
          sql`select count(*)::int as open from outbox where status in ('pending', 'processing')`,
        );
        return row?.open === 0;
      });
      const state = (await (
        await fetch(`${controlBase}/state`, {
          headers: { authorization: `Bot ${discordEnv.DISCORD_BOT_TOKEN ?? ''}` },
        })
      ).json()) as { messages: { content: string }[] };
      const sent = state.messages.map((m) => m.content).filter((c) => c.startsWith(tag));
      expect(sent).toHaveLength(count);
      expect(new Set(sent).size).toBe(count);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('an integration key revoked through one API is refused by the other at its next request, and its limit is one for both', async () => {
    const admin = await signInOverHttp(a.base, 'Ana Souza');
    const created = await call(a, 'POST', '/api/integrations/keys', admin, {
      name: 'Dois processos',
      scopes: ['purchases:read'],
    });
    expect(created.status).toBe(201);
    const { key, apiKey } = (await created.json()) as { key: { id: string }; apiKey: string };
    const asTool = (api: Api) =>
      fetch(`${api.base}/api/v1/store/purchases`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });

    // Both processes count the same minute: the limit is the key's, not each process's.
    const statuses: number[] = [];
    for (let i = 0; i < keyRateLimit; i += 1) statuses.push((await asTool(i % 2 ? a : b)).status);
    expect(statuses).toEqual(Array.from({ length: keyRateLimit }, () => 200));
    const limitedA = await asTool(a);
    const limitedB = await asTool(b);
    expect([limitedA.status, limitedB.status]).toEqual([429, 429]);
    expect(Number(limitedB.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const revoked = await call(b, 'DELETE', `/api/integrations/keys/${key.id}`, admin);
    expect(revoked.status).toBe(204);
    // No cache to wait for: the very next request on the other process is refused.
    expect((await asTool(a)).status).toBe(401);
    expect((await asTool(b)).status).toBe(401);
  }, 60_000);
});
