import type { Application, MyWhitelist } from '@panel/contract/api/applications';
import type { GameServerKey } from '@panel/contract/api/game-servers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf, urlOf } from '../../../test/api';
import { setBotSettings } from '../../../test/bot-settings';
import { demoIds, signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { gameDatabases } from '../../db/schema/game-servers';
import { users } from '../../db/schema/users';

// "Revogar whitelist" (docs/decisions/2026-12-03-game-side-safety.md): an approved whitelist
// taken back with its effects held for "Desfazer", the member dropped at the next report.

let member: string;
const memberId = demoIds.membro;

const s = useTestApp({
  env: { DECISION_UNDO_SECONDS: '10' },
  signIn: ['moderador', 'administrador'],
});
beforeAll(async () => {
  await setBotSettings(s.t.database.db, {
    allowListRoleId: '500000000000000001',
    allowListRejectedChannelId: '600000000000000002',
  });
  member = await signIn(s.t.app, memberId);
  await s.t.database.db.insert(users).values({ id: '210000000000000102', username: 'pendente' });
});

async function approvedWhitelist(): Promise<string> {
  const [row] = await s.t.database.db
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
  s.t.database.db.select().from(outbox).where(eq(outbox.requestId, requestId));

describe('revoking a whitelist', () => {
  let id = '';
  let key: GameServerKey;

  it('takes an approved whitelist back: the role, the game database, the member told, the join refused; held for the undo window', async () => {
    id = await approvedWhitelist();
    key = (
      await s.call('createGameServer', s.as.administrador, { body: { name: 'Cidade' } })
    ).json();
    // A game database connected: the revocation writes `unwhitelist` there too.
    await s.t.database.db.insert(gameDatabases).values({
      serverId: Number(key.server.id),
      framework: 'vrp1',
      host: '127.0.0.1',
      port: 3306,
      user: 'fivem',
      database: 'vrp',
    });
    const join = () =>
      s.t.app.inject({
        method: 'POST',
        url: urlOf('gamePlayers'),
        headers: { authorization: `Bearer ${key.apiKey}` },
        payload: {
          players: [
            { source: 4, name: 'Revogado', identifiers: [`discord:${memberId}`], tokens: [] },
          ],
        },
      });
    expect((await join()).json()).toMatchObject({ drop: [] });

    const missing = await s.call('revokeAllowlist', s.as.moderador, { body: { id } });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toContain('Informe o motivo');
    const before = Date.now();
    const response = await s.call('revokeAllowlist', s.as.moderador, {
      body: {
        id,
        reason: 'Combate em zona segura',
      },
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
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'applications.whitelist.revoke'));
    expect(audit?.details).toContain('Combate em zona segura');

    // The game server drops the player at its next report.
    const dropped = (await join()).json<{ drop: { source: number; reason: string }[] }>();
    expect(dropped.drop.map((item) => item.source)).toEqual([4]);
    // The member sees it, and may apply again once the cooldown passes.
    const mine = (await s.call('myWhitelist', member)).json<MyWhitelist>();
    expect(mine.standing).toBe('cooldown');

    const again = await s.call('revokeAllowlist', s.as.moderador, {
      body: {
        id,
        reason: 'De novo',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toContain('já foi revogada por Bruno Lima');
  });

  it('"Desfazer" gives it back before anything is sent; only who revoked may', async () => {
    const byOther = await s.call('undoAllowlistDecision', s.as.administrador, { body: { id } });
    expect(byOther.statusCode).toBe(409);
    const undone = await s.call('undoAllowlistDecision', s.as.moderador, { body: { id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Application>()).toMatchObject({
      status: 'approved',
      decidedBy: 'Ana Souza',
      revokedAt: null,
      revokeReason: null,
    });
    const withdrawn = (await s.t.database.db.select().from(outbox)).filter(
      (row) => row.effect.type === 'gameDb.write' && row.effect.change === 'unwhitelist',
    );
    expect(withdrawn.map((row) => row.status)).toEqual(['discarded']);
    const mine = (await s.call('myWhitelist', member)).json<MyWhitelist>();
    expect(mine.standing).toBe('approved');
  });

  it('refuses a pending or rejected entry, an unknown one, and one’s own whitelist', async () => {
    const [pending] = await s.t.database.db
      .insert(applications)
      .values({
        form: 'whitelist',
        userId: '210000000000000102',
        username: 'pendente',
        answers: [],
      })
      .returning({ id: applications.id });
    const notApproved = await s.call('revokeAllowlist', s.as.moderador, {
      body: {
        id: String(pending?.id),
        reason: 'x',
      },
    });
    expect(notApproved.statusCode).toBe(409);
    expect(messageOf(notApproved)).toContain('Só uma whitelist aprovada');
    const unknown = await s.call('revokeAllowlist', s.as.moderador, {
      body: {
        id: '987654',
        reason: 'x',
      },
    });
    expect(unknown.statusCode).toBe(404);
    const [own] = await s.t.database.db
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
    const self = await s.call('revokeAllowlist', s.as.moderador, {
      body: {
        id: String(own?.id),
        reason: 'x',
      },
    });
    expect(self.statusCode).toBe(403);
    const [row] = await s.t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, Number(own?.id)));
    expect(row?.status).toBe('approved');
  });
});
