import { blacklistMessages } from '@panel/contract/api/blacklist';
import type { PublicForm } from '@panel/contract/api/forms';
import type { Ticket } from '@panel/contract/api/tickets';
import type { RedeemResult } from '@panel/contract/api/tokens';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { setBotSettings } from '../../../test/bot-settings';
import { postEntry } from '../../../test/blacklist-form';
import { defined } from '../../../test/defined';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';
import { demoBotSettings as settings } from '../../demo/demo-bot-settings';
import { demoCodes } from '../../demo/demo-tickets';
import { reapplyBlacklistRole } from './service/enforcement';

const s = useTestApp({ signIn: ['moderador', 'suporte'] });

let next = 0;
/** A signed-in member put on the blacklist by the moderator. */
async function blacklistedMember() {
  next += 1;
  const id = String(750000000000000000n + BigInt(next));
  const cookie = await memberSession(s.t, id, `Jogador ${next}`);
  const response = await postEntry(s.t, s.as.moderador, {
    target: id,
    reason: 'Trapaça.',
    discordUsername: `jogador.${next}`,
  });
  expect(response.statusCode).toBe(201);
  return { id, cookie, response };
}
const rowsOf = (response: { headers: Record<string, unknown> }) =>
  s.t.database.db
    .select({ status: outbox.status, missingSetting: outbox.missingSetting, effect: outbox.effect })
    .from(outbox)
    .where(eq(outbox.requestId, String(response.headers['x-request-id'])))
    .orderBy(outbox.id);
const effectsOf = async (response: { headers: Record<string, unknown> }) =>
  (await rowsOf(response)).map((row) => row.effect);
const entryOf = async (id: string) =>
  (await s.t.database.db.select().from(blacklistEntries).where(eq(blacklistEntries.target, id)))[0];
const redeem = (cookie: string, token: string) =>
  s.call('redeemToken', cookie, { body: { token } });

describe('enforcement', () => {
  it('gives a player the blacklist role and posts to the log channel', async () => {
    const { id, response } = await blacklistedMember();
    expect(await effectsOf(response)).toEqual([
      {
        type: 'member.addRole',
        userId: id,
        roleId: settings.blacklistRoleId,
        reason: 'Adicionado à blacklist',
      },
      {
        type: 'channel.message',
        channelId: settings.logBannedChannelId,
        content: `O jogador <@${id}> (jogador.1) foi adicionado à blacklist por Bruno Lima. Motivo: Trapaça.`,
      },
    ]);
    const server = await postEntry(s.t, s.as.moderador, {
      type: 'server',
      target: '759000000000000001',
      reason: 'Rouba jogadores.',
    });
    expect(await effectsOf(server)).toEqual([
      expect.objectContaining({
        type: 'channel.message',
        content: expect.stringMatching(/^O servidor 759000000000000001 foi adicionado/),
      }),
    ]);
  });

  it('refuses applications and codes of a blacklisted member with a clear message', async () => {
    const { cookie } = await blacklistedMember();
    const form = (
      await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    const whitelist = await s.call('submitWhitelist', cookie, {
      body: {
        discordUsername: 'jogador',
        walletAddress: '0xabc',
        answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Quero jogar.' })),
      },
    });
    expect(whitelist.statusCode).toBe(403);
    expect(messageOf(whitelist)).toBe(blacklistMessages.memberBlocked);
    const insertion = await s.call('submitInsertion', cookie, {
      body: {
        roleName: 'developer',
        answers: [],
      },
    });
    expect(insertion.statusCode).toBe(403);
    const code = await redeem(cookie, demoCodes.invite);
    expect(code.statusCode).toBe(403);
    expect(messageOf(code)).toBe(blacklistMessages.memberBlocked);
  });

  it('lets staff approving a review_blacklist ticket lift the entry', async () => {
    const { id, cookie } = await blacklistedMember();
    const opened = await s.call('openTicket', cookie, {
      body: {
        type: 'review_blacklist',
        reason: 'Foi um engano, peço revisão.',
      },
    });
    expect(opened.statusCode).toBe(200);
    const ticketId = opened.json<Ticket>().id;
    const approved = await s.call('approveTicket', s.as.suporte, {
      params: { id: ticketId },
      body: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(await entryOf(id)).toMatchObject({
      liftedBy: 'ticket',
      removedByName: 'Carla Dias',
      removedReason: `Ticket #${ticketId} aprovado`,
    });
    expect(await effectsOf(approved)).toContainEqual({
      type: 'member.removeRole',
      userId: id,
      roleId: settings.blacklistRoleId,
      reason: 'Blacklist revista (ticket aprovado)',
    });
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.lift'), eq(auditLog.target, id)));
    expect(audit?.details).toBe(
      `Retirou o jogador jogador.3 (${id}) da blacklist ao aprovar o ticket #${ticketId}`,
    );
    expect((await redeem(cookie, demoCodes.invite)).statusCode).toBe(200);
  });

  it("lets the member redeem the ticket's unlock code, which lifts the entry", async () => {
    const { id, cookie } = await blacklistedMember();
    const opened = await s.call('openTicket', cookie, {
      body: {
        type: 'review_blacklist',
        reason: 'Cumpri o combinado, peço revisão.',
      },
    });
    const ticketId = opened.json<Ticket>().id;
    const generated = await s.call('generateUnlockCode', s.as.suporte, {
      body: {
        ticketId,
      },
    });
    const token = defined(generated.json<Ticket>().token);
    const redeemed = await redeem(cookie, token);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json<RedeemResult>().message).toBe('Sua revisão de blacklist foi aprovada.');
    expect(await entryOf(id)).toMatchObject({
      liftedBy: 'ticket',
      removedByName: 'Jogador 4 (código)',
    });
    expect((await redeem(cookie, demoCodes.invite)).statusCode).toBe(200);
  });
  it('records the role and the log post as skipped when their settings are missing', async () => {
    const configured = await blacklistedMember();
    expect((await rowsOf(configured.response)).map((row) => row.status)).toEqual([
      'pending',
      'pending',
    ]);
    const missing = ['blacklistRoleId', 'logBannedChannelId'];
    await setBotSettings(
      s.t.database.db,
      Object.fromEntries(Object.entries(settings).filter(([key]) => !missing.includes(key))),
    );
    try {
      const { id, response } = await blacklistedMember();
      const role = (type: string, reason: string) => ({ type, userId: id, roleId: '', reason });
      expect(await rowsOf(response)).toEqual([
        {
          status: 'skipped',
          missingSetting: 'blacklistRoleId',
          effect: role('member.addRole', 'Adicionado à blacklist'),
        },
        {
          status: 'skipped',
          missingSetting: 'logBannedChannelId',
          effect: expect.objectContaining({ type: 'channel.message', channelId: '' }) as unknown,
        },
      ]);
      // Rejoining the guild: the role is recorded again, skipped, and not reported as queued.
      expect(await reapplyBlacklistRole(s.t.database.db, id, 'rejoin-without-role')).toBe(false);
      expect(await rowsOf({ headers: { 'x-request-id': 'rejoin-without-role' } })).toEqual([
        {
          status: 'skipped',
          missingSetting: 'blacklistRoleId',
          effect: role('member.addRole', 'Na blacklist: voltou ao servidor'),
        },
      ]);
      const removed = await s.call('removeBlacklist', s.as.moderador, {
        params: { id: response.json<{ id: string }>().id },
      });
      expect(removed.statusCode).toBe(204);
      expect(await rowsOf(removed)).toEqual([
        {
          status: 'skipped',
          missingSetting: 'blacklistRoleId',
          effect: role('member.removeRole', 'Removido da blacklist'),
        },
      ]);
    } finally {
      await setBotSettings(s.t.database.db, settings);
    }
  });
});
