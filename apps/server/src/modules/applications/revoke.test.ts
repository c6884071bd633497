import type { Application, MyWhitelist } from '@panel/contract/api/applications';
import type { GameServerKey } from '@panel/contract/api/game-servers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, messageOf } from '../../../test/api';
import { setBotSettings } from '../../../test/bot-settings';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { gameDatabases } from '../../db/schema/game-servers';
import { users } from '../../db/schema/users';

// "Revogar whitelist" (docs/decisions/2026-12-03-game-side-safety.md): an approved whitelist
// taken back with its effects held for "Desfazer", the member dropped at the next report.

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let moderador: string;
let admin: string;
let member: string;
const memberId = demoIds.membro;

beforeAll(async () => {
  t = await createTestApp({ env: { DECISION_UNDO_SECONDS: '10' } });
  call = apiCaller(t);
  await setBotSettings(t.database.db, {
    allowListRoleId: '500000000000000001',
    allowListRejectedChannelId: '600000000000000002',
  });
  moderador = await signIn(t.app, demoIds.moderador);
  admin = await signIn(t.app, demoIds.administrador);
  member = await signIn(t.app, memberId);
  await t.database.db.insert(users).values({ id: '210000000000000102', username: 'pendente' });
});
afterAll(() => t.close());

async function approvedWhitelist(): Promise<string> {
  const [row] = await t.database.db
    .insert(applications)
    .values({
      form: 'whitelist',
      userId: memberId,
      username: 'revogado',
      answers: [],
      status: 'approved',
      decidedAt: new Date(Date.now() - 86_400_000),
      decidedById: demoIds.administrador,
      decidedByName: 'Ana Souza',
    })
    .returning({ id: applications.id });
  return String(row?.id);
}

const effectsOf = (requestId: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.requestId, requestId));

describe('revoking a whitelist', () => {
  let id = '';
  let key: GameServerKey;

  it('takes an approved whitelist back: the role, the game database, the member told, the join refused; held for the undo window', async () => {
    id = await approvedWhitelist();
    key = (await call('POST', '/api/game-servers', admin, { name: 'Cidade' })).json();
    // A game database connected: the revocation writes `unwhitelist` there too.
    await t.database.db.insert(gameDatabases).values({
      serverId: Number(key.server.id),
      framework: 'vrp1',
      host: '127.0.0.1',
      port: 3306,
      user: 'fivem',
      database: 'vrp',
    });
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/game/v1/players',
        headers: { authorization: `Bearer ${key.apiKey}` },
        payload: {
          players: [
            { source: 4, name: 'Revogado', identifiers: [`discord:${memberId}`], tokens: [] },
          ],
        },
      });
    expect((await join()).json()).toMatchObject({ drop: [] });

    const missing = await call('POST', '/api/allowlists/revoke', moderador, { id });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toContain('Informe o motivo');
    const before = Date.now();
    const response = await call('POST', '/api/allowlists/revoke', moderador, {
      id,
      reason: 'Combate em zona segura',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Application>()).toMatchObject({
      id,
      status: 'revoked',
      decidedBy: 'Ana Souza',
      revokedBy: 'Bruno Lima',
      revokeReason: 'Combate em zona segura',
    });
    const requestId = String(response.headers['x-request-id']);
    const effects = await effectsOf(requestId);
    expect(effects.map((row) => row.effect.type).sort()).toEqual([
      'gameDb.write',
      'member.directMessage',
      'member.removeRole',
    ]);
    expect(effects.find((row) => row.effect.type === 'gameDb.write')?.effect).toMatchObject({
      change: 'unwhitelist',
      userId: memberId,
    });
    expect(
      JSON.stringify(effects.find((row) => row.effect.type === 'member.directMessage')),
    ).toContain('Combate em zona segura');
    for (const effect of effects) {
      expect(effect.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 9_000);
    }
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'applications.whitelist.revoke'));
    expect(audit?.details).toContain('Combate em zona segura');

    // The game server drops the player at its next report.
    const dropped = (await join()).json<{ drop: { source: number; reason: string }[] }>();
    expect(dropped.drop.map((item) => item.source)).toEqual([4]);
    // The member sees it, and may apply again once the cooldown passes.
    const mine = (await call('GET', '/api/me/whitelist', member)).json<MyWhitelist>();
    expect(mine.standing).toBe('cooldown');

    const again = await call('POST', '/api/allowlists/revoke', moderador, {
      id,
      reason: 'De novo',
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toContain('já foi revogada por Bruno Lima');
  });

  it('"Desfazer" gives it back before anything is sent; only who revoked may', async () => {
    const byOther = await call('POST', '/api/allowlists/undo', admin, { id });
    expect(byOther.statusCode).toBe(409);
    const undone = await call('POST', '/api/allowlists/undo', moderador, { id });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Application>()).toMatchObject({
      status: 'approved',
      decidedBy: 'Ana Souza',
      revokedAt: null,
      revokeReason: null,
    });
    const withdrawn = (await t.database.db.select().from(outbox)).filter(
      (row) => row.effect.type === 'gameDb.write' && row.effect.change === 'unwhitelist',
    );
    expect(withdrawn.map((row) => row.status)).toEqual(['discarded']);
    const mine = (await call('GET', '/api/me/whitelist', member)).json<MyWhitelist>();
    expect(mine.standing).toBe('approved');
  });

  it('refuses a pending or rejected entry, an unknown one, and one’s own whitelist', async () => {
    const [pending] = await t.database.db
      .insert(applications)
      .values({
        form: 'whitelist',
        userId: '210000000000000102',
        username: 'pendente',
        answers: [],
      })
      .returning({ id: applications.id });
    const notApproved = await call('POST', '/api/allowlists/revoke', moderador, {
      id: String(pending?.id),
      reason: 'x',
    });
    expect(notApproved.statusCode).toBe(409);
    expect(messageOf(notApproved)).toContain('Só uma whitelist aprovada');
    const unknown = await call('POST', '/api/allowlists/revoke', moderador, {
      id: '987654',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const [own] = await t.database.db
      .insert(applications)
      .values({
        form: 'whitelist',
        userId: demoIds.moderador,
        username: 'Carlos',
        answers: [],
        status: 'approved',
        decidedAt: new Date(),
      })
      .returning({ id: applications.id });
    const self = await call('POST', '/api/allowlists/revoke', moderador, {
      id: String(own?.id),
      reason: 'x',
    });
    expect(self.statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, Number(own?.id)));
    expect(row?.status).toBe('approved');
  });
});
