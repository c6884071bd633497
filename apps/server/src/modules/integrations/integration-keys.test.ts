import {
  integrationScopeIds,
  integrationScopes,
  type IntegrationKey,
  type IntegrationKeyCreated,
  type IntegrationScope,
} from '@panel/contract/api/integrations';
import { integrationRoutes, type IntegrationRoute } from '@panel/contract/integration-endpoints';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationUrlOf, messageOf, urlOf } from '../../../test/api';
import { entryForm } from '../../../test/blacklist-form';
import { demoMembers } from '../../../test/demo-members';
import { useTestApp } from '../../../test/use-test-app';
import { queryRows } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { integrationKeys } from '../../db/schema/integrations';
import { outbox } from '../../db/schema/deliveries';

// The integrations' keys (docs/decisions/2026-12-05-integrations.md): made once, shown once,
// each scope opening its endpoints and no other, revoked at once, limited per key.

const perMinute = 40;
const s = useTestApp({
  signIn: ['administrador', 'suporte'],
  env: { INTEGRATION_RATE_LIMIT: String(perMinute) },
});

async function createKey(
  scopes: IntegrationScope[],
  name = `Ferramenta ${scopes.join(' ')}`,
): Promise<IntegrationKeyCreated> {
  const response = await s.call('createIntegrationKey', s.as.administrador, {
    body: { name, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<IntegrationKeyCreated>();
}

/** A request as another tool makes it: its key, no cookie, no Origin. */
function asTool(
  key: string | null,
  method: string,
  url: string,
  options: { json?: object; form?: FormData; cookie?: string } = {},
) {
  return s.t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(key !== null && { authorization: `Bearer ${key}` }),
      ...(options.cookie && { cookie: options.cookie }),
    },
    ...(options.json && { payload: options.json }),
    ...(options.form && { payload: options.form }),
  });
}

/** A valid request to each endpoint other tools call, so an allowed key gets the real answer. */
function sample(route: IntegrationRoute, key: string, entryId: string) {
  switch (route.id) {
    case 'getMemberFile':
      return asTool(
        key,
        'GET',
        integrationUrlOf('getMemberFile', { params: { discordId: demoMembers.gabriel } }),
      );
    case 'listAllowlists':
    case 'listInsertions':
    case 'listAppeals':
    case 'listBlacklist':
    case 'listStorePurchases':
      return asTool(key, 'GET', integrationUrlOf(route.id, { query: { page: 1 } }));
    case 'createBlacklist':
      return asTool(key, 'POST', integrationUrlOf('createBlacklist'), {
        form: entryForm({
          type: 'player',
          target: `3000000000000${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
          reason: 'Trapaça vista pela ferramenta de denúncias',
        }),
      });
    case 'removeBlacklist':
      return asTool(
        key,
        'DELETE',
        integrationUrlOf('removeBlacklist', { params: { id: entryId } }),
        {
          json: { reason: 'Retirado pela ferramenta de denúncias' },
        },
      );
    case 'grantStorePoints':
      return asTool(key, 'POST', integrationUrlOf('grantStorePoints'), {
        json: { discordId: demoMembers.gabriel, amount: 5, reason: 'Evento da comunidade' },
      });
  }
}

async function newEntry(key: string): Promise<string> {
  const response = await asTool(key, 'POST', integrationUrlOf('createBlacklist'), {
    form: entryForm({
      type: 'player',
      target: `4000000000000${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      reason: 'Entrada para remover no teste',
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('integration keys', () => {
  it('answers the key once, keeps only its hash, lists it without it and audits the creation', async () => {
    const created = await createKey(['members:read', 'purchases:read'], 'CAD da cidade');
    expect(created.apiKey).toMatch(/^pik_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'CAD da cidade',
      keyPrefix: created.apiKey.slice(0, 12),
      scopes: ['members:read', 'purchases:read'],
      status: 'active',
      createdByName: 'Ana Souza',
      lastUsedAt: null,
    });

    const list = await s.call('listIntegrationKeys', s.as.administrador);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.apiKey);
    expect(list.json<IntegrationKey[]>().find((key) => key.id === created.key.id)).toEqual(
      created.key,
    );
    const [row] = await s.t.database.db
      .select()
      .from(integrationKeys)
      .where(eq(integrationKeys.id, Number(created.key.id)));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.apiKey);

    const [entry] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'integrations.createKey'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toContain('"CAD da cidade"');
    expect(entry?.details).toContain('"Ler a ficha dos membros"');
    expect(entry?.details).not.toContain(created.apiKey);
  });

  it('refuses a bad key request in Portuguese and creates nothing', async () => {
    const before = await s.t.database.db.select().from(integrationKeys);
    for (const body of [
      { name: 'Sem escopo', scopes: [] },
      { name: 'Escopo estranho', scopes: ['tudo:escrever'] },
      { name: 'x', scopes: ['members:read'] },
      { name: 'Passado', scopes: ['members:read'], expiresAt: '2020-01-01T00:00:00Z' },
      { name: 'Repetido', scopes: ['members:read', 'members:read'] },
    ]) {
      const response = await s.call('createIntegrationKey', s.as.administrador, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toMatch(/^Dados inválidos: /);
    }
    expect(await s.t.database.db.select().from(integrationKeys)).toHaveLength(before.length);
  });

  it('lets nobody grant a key what they do not hold', async () => {
    // The suporte may manage integrations, and reads the members' files, but not the store.
    const granted = await s.call('updateRole', s.as.administrador, {
      params: { roleName: 'suporte' },
      body: { manage_integrations: true },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    try {
      const refused = await s.call('createIntegrationKey', s.as.suporte, {
        body: { name: 'Loja', scopes: ['members:read', 'points:write'] },
      });
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe(
        'Você não pode criar uma chave com permissões que não tem: "Gerenciar produtos, compras e pontos".',
      );
      const allowed = await s.call('createIntegrationKey', s.as.suporte, {
        body: { name: 'Fichas', scopes: ['members:read'] },
      });
      expect(allowed.statusCode, allowed.body).toBe(201);
    } finally {
      await s.call('updateRole', s.as.administrador, {
        params: { roleName: 'suporte' },
        body: { manage_integrations: false, view_integrations: false },
      });
    }
  });

  it('opens each /api/v1 endpoint with its scope and refuses it with every other, auditing the refusal', async () => {
    const keys = new Map<IntegrationScope, string>();
    for (const scope of integrationScopeIds) keys.set(scope, (await createKey([scope])).apiKey);
    const writer = keys.get('blacklist:write') ?? '';
    expect(integrationRoutes.length).toBeGreaterThanOrEqual(9);
    for (const route of integrationRoutes) {
      // The scope's permissions are what opens it: the contract's table says so.
      expect(integrationScopes[route.scope].permissions as readonly string[]).toContain(
        route.endpoint.access,
      );
      for (const scope of integrationScopeIds) {
        const entryId = route.id === 'removeBlacklist' ? await newEntry(writer) : '1';
        const response = await sample(route, keys.get(scope) ?? '', entryId);
        const label = `${route.id} with ${scope}`;
        if (scope === route.scope) {
          expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(messageOf(response), label).toBe(
            'Você não tem permissão para realizar esta ação.',
          );
        }
      }
    }
    const [refusal] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.denied'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(refusal?.actorName).toMatch(/^Integração Ferramenta /);
    expect(refusal?.details).toMatch(/^Acesso negado a (GET|POST|DELETE) \/api\/v1\//);
  });

  it('writes as the integration: audited "via integração", with the same Discord effects as staff', async () => {
    const { apiKey } = await createKey(['blacklist:write', 'points:write'], 'Denúncias');
    const target = '100000000000000102';
    const added = await asTool(apiKey, 'POST', integrationUrlOf('createBlacklist'), {
      form: entryForm({ type: 'player', target, reason: 'Denúncia confirmada pela ferramenta' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<{ id: string; addedBy: { name: string } | string }>();
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, target))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorId: null, actorName: 'Integração Denúncias' });
    expect(audit?.details).toMatch(/\(via integração Denúncias\)$/);
    // The ban role and the log message, as for a staff member's entry, in the same request.
    const effects = await s.t.database.db
      .select({ effect: outbox.effect })
      .from(outbox)
      .where(eq(outbox.requestId, audit?.requestId ?? ''));
    expect(effects.map((row) => row.effect.type)).toContain('member.addRole');

    const granted = await asTool(apiKey, 'POST', integrationUrlOf('grantStorePoints'), {
      json: { discordId: target, amount: 30, reason: 'Evento de sábado' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<{ points: number }>().points).toBeGreaterThanOrEqual(30);
    expect(entry.id).toBeTruthy();
  });

  it('refuses a missing, malformed, unknown, revoked or expired key, and a session, on /api/v1', async () => {
    const url = integrationUrlOf('getMemberFile', { params: { discordId: demoMembers.gabriel } });
    const { apiKey, key } = await createKey(['members:read'], 'Revogável');
    expect((await asTool(apiKey, 'GET', url)).statusCode).toBe(200);

    const refusal =
      'Chave de API inválida, expirada ou revogada. Crie uma nova chave em "Integrações" no painel.';
    for (const [label, response] of [
      ['no key', await asTool(null, 'GET', url)],
      ['malformed', await asTool('pik_curta', 'GET', url)],
      ['unknown', await asTool(`pik_${'A'.repeat(43)}`, 'GET', url)],
      ['a session', await asTool(null, 'GET', url, { cookie: s.as.administrador })],
    ] as const) {
      expect(response.statusCode, label).toBe(401);
      expect(messageOf(response), label).toBe(refusal);
    }
    // A key opens nothing of the panel's own: the panel's route reads sessions only.
    const panel = await asTool(
      apiKey,
      'GET',
      urlOf('getMemberFile', { params: { discordId: demoMembers.gabriel } }),
    );
    expect(panel.statusCode).toBe(401);

    const revoked = await s.call('revokeIntegrationKey', s.as.administrador, {
      params: { id: key.id },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await asTool(apiKey, 'GET', url)).statusCode).toBe(401);
    const listed = (await s.call('listIntegrationKeys', s.as.administrador)).json<
      IntegrationKey[]
    >();
    expect(listed.find((row) => row.id === key.id)).toMatchObject({
      status: 'revoked',
      revokedByName: 'Ana Souza',
    });
    expect(listed.find((row) => row.id === key.id)?.lastUsedAt).not.toBeNull();

    const expiring = await createKey(['members:read'], 'Expira');
    expect((await asTool(expiring.apiKey, 'GET', url)).statusCode).toBe(200);
    await queryRows(
      s.t.database.db,
      sql`update integration_keys set expires_at = now() - interval '1 second'
        where id = ${Number(expiring.key.id)}`,
    );
    expect((await asTool(expiring.apiKey, 'GET', url)).statusCode).toBe(401);
  });

  it(`limits each key to ${perMinute} requests a minute, with Retry-After, without slowing other keys`, async () => {
    const url = integrationUrlOf('listStorePurchases');
    const busy = await createKey(['purchases:read'], 'Apressada');
    const calm = await createKey(['purchases:read'], 'Calma');
    for (let i = 0; i < perMinute; i += 1) {
      expect((await asTool(busy.apiKey, 'GET', url)).statusCode).toBe(200);
    }
    const limited = await asTool(busy.apiKey, 'GET', url);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(messageOf(limited)).toMatch(
      new RegExp(`^Limite de ${perMinute} requisições por minuto desta chave atingido\\.`),
    );
    expect((await asTool(calm.apiKey, 'GET', url)).statusCode).toBe(200);
    // A new minute opens the key again.
    await queryRows(
      s.t.database.db,
      sql`update integration_keys set window_started_at = now() - interval '61 seconds'
        where id = ${Number(busy.key.id)}`,
    );
    expect((await asTool(busy.apiKey, 'GET', url)).statusCode).toBe(200);
  });
});
