import type { Action } from '@panel/contract/api/actions';
import { staffContactMessages, type MyTicket, type Ticket } from '@panel/contract/api/tickets';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { actions } from '../../db/schema/actions';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { discordMembers } from '../../db/schema/discord';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { demoBotSettings } from '../../demo/demo-bot-settings';
import { ticketChannelHooks } from './service/channel';
import { settleOutbox as settle } from '../../../test/settle-outbox';

// Staff open a conversation with a member from the member's file (`openMemberTicket`,
// docs/decisions/2026-12-04-staff-contact-tickets.md), undoable for the window below.

const s = useTestApp({
  env: { DECISION_UNDO_SECONDS: '10' },
  signIn: ['suporte', 'moderador', 'administrador'],
});

let next = 0;
/** A member of the guild in the bot's catalog who never signed in to the panel. */
async function guildMember(): Promise<string> {
  next += 1;
  const userId = String(340000000000000000n + BigInt(next));
  await s.t.database.db
    .insert(discordMembers)
    .values({ userId, username: `jogador${next}`, globalName: `Jogador ${next}` });
  return userId;
}

const reason = 'Precisamos conversar sobre o ocorrido no evento de ontem.';
const openWith = (discordId: string, cookie = s.as.suporte, body: object = { reason }) =>
  s.call('openMemberTicket', cookie, { params: { discordId }, body });

const requestOf = (response: LightMyRequestResponse) => String(response.headers['x-request-id']);

const effectsOf = (requestId: string) =>
  s.t.database.db
    .select({ status: outbox.status, effect: outbox.effect, nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(eq(outbox.requestId, requestId))
    .orderBy(outbox.id);

const ticketsOf = (userId: string) =>
  s.t.database.db.select().from(tickets).where(eq(tickets.userId, userId));

const auditOf = (requestId: string) =>
  s.t.database.db
    .select({
      actorId: auditLog.actorId,
      actionType: auditLog.actionType,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(eq(auditLog.requestId, requestId));

/** Delivers every due effect, and the DMs the tickets' channels queue, until none is left. */
const settleOutbox = () => settle(s.t, ticketChannelHooks);

describe('staff open a conversation with a member', () => {
  it('opens the member’s ticket, audited with who opened it, its channel held for the undo', async () => {
    const memberId = await guildMember();
    const before = Date.now();
    const response = await openWith(memberId);
    expect(response.statusCode, response.body).toBe(200);
    const ticket = response.json<Ticket>();
    expect(ticket).toMatchObject({
      userId: memberId,
      username: `Jogador ${next}`,
      ticketType: 'staff_contact',
      status: 'pending',
      reason,
      channelStatus: 'pending',
      decidedBy: null,
    });
    const requestId = requestOf(response);
    expect(await auditOf(requestId)).toEqual([
      {
        actorId: demoIds.suporte,
        actionType: 'create',
        action: 'tickets.open',
        target: memberId,
        details: `Ticket #${ticket.id} aberto por Carla Dias com Jogador ${next} (Conversa com a equipe)`,
      },
    ]);
    const effects = await effectsOf(requestId);
    expect(effects.map((row) => row.effect)).toEqual([
      expect.objectContaining({
        type: 'channel.createPrivate',
        userId: memberId,
        parentId: demoBotSettings.categoryReportId,
        ticketId: Number(ticket.id),
        content: `Carla Dias abriu uma conversa com <@${memberId}> (Conversa com a equipe). Assunto: ${reason}`,
      }),
    ]);
    for (const row of effects) {
      expect(row.status).toBe('pending');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 9_000);
    }
    const [action] = await s.t.database.db
      .select({ kind: actions.kind, actorId: actions.actorId, subject: actions.subject })
      .from(actions)
      .where(eq(actions.id, requestId));
    expect(action).toEqual({
      kind: 'tickets.open',
      actorId: demoIds.suporte,
      subject: { ticketId: Number(ticket.id) },
    });

    // The ticket is the member's: a `users` row from the catalog, and their own list shows it.
    const [user] = await s.t.database.db.select().from(users).where(eq(users.id, memberId));
    expect(user).toMatchObject({ username: `jogador${next}`, displayName: `Jogador ${next}` });
    const mine = (await s.call('myTickets', await memberSession(s.t, memberId))).json<MyTicket[]>();
    expect(mine).toEqual([expect.objectContaining({ id: ticket.id, ticketType: 'staff_contact' })]);
    const listed = await s.call('listTickets', s.as.moderador, {
      query: { type: 'staff_contact' },
    });
    expect(listed.json<Ticket[]>().map((item) => item.id)).toContain(ticket.id);
  });

  it('refuses a member outside the guild or the caller, in Portuguese, changing nothing', async () => {
    const left = '340000000000000901';
    const bot = '340000000000000902';
    await s.t.database.db.insert(discordMembers).values([
      { userId: left, username: 'ja.saiu', inGuild: false },
      { userId: bot, username: 'um.bot', bot: true },
      { userId: demoIds.suporte, username: 'carla.dias' },
    ]);
    const refusals = [
      ['340000000000000999', staffContactMessages.notInGuild],
      [left, staffContactMessages.notInGuild],
      [bot, staffContactMessages.notInGuild],
      [demoIds.suporte, staffContactMessages.self],
    ] as const;
    for (const [discordId, message] of refusals) {
      const refused = await openWith(discordId);
      expect(refused.statusCode, discordId).toBe(400);
      expect(refused.json()).toMatchObject({
        message,
        issues: [{ path: 'params.discordId', message }],
      });
      expect(await ticketsOf(discordId)).toEqual([]);
      expect(await auditOf(requestOf(refused))).toEqual([]);
    }
    const badId = await openWith('abc');
    expect(badId.statusCode).toBe(400);
    expect(messageOf(badId)).toContain('Informe um ID do Discord válido');
  });

  it('refuses a missing, short or long reason with the same messages as a member’s ticket', async () => {
    const memberId = await guildMember();
    const refusals = [
      [{}, 'Informe o motivo.'],
      [{ reason: '  abc   ' }, 'Explique o motivo em pelo menos 5 caracteres.'],
      [{ reason: 'a'.repeat(1001) }, 'O motivo pode ter no máximo 1000 caracteres.'],
      [{ reason: 42 }, 'Informe o motivo.'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await openWith(memberId, s.as.suporte, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const extra = await openWith(memberId, s.as.suporte, { reason, type: 'report_user' });
    expect(extra.statusCode).toBe(400);
    expect(await ticketsOf(memberId)).toEqual([]);
    const trimmed = await openWith(memberId, s.as.suporte, { reason: `  ${reason}  ` });
    expect(trimmed.json<Ticket>().reason).toBe(reason);
  });

  it('keeps one pending conversation per member: a second is a 409, even when concurrent', async () => {
    const memberId = await guildMember();
    expect((await openWith(memberId)).statusCode).toBe(200);
    const again = await openWith(memberId, s.as.moderador);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(staffContactMessages.pending);

    const raced = await guildMember();
    const answers = await Promise.all(
      [s.as.suporte, s.as.moderador, s.as.administrador, s.as.suporte].map((cookie) =>
        openWith(raced, cookie),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await ticketsOf(raced)).toHaveLength(1);
    const opened = await s.t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tickets.open'), eq(auditLog.target, raced)));
    expect(opened).toHaveLength(1);
  });

  it('is no member’s own ticket type, and takes no unlock code', async () => {
    const memberId = await guildMember();
    const asMember = await s.call('openTicket', await memberSession(s.t, memberId), {
      body: { type: 'staff_contact', reason },
    });
    expect(asMember.statusCode).toBe(400);
    expect(messageOf(asMember)).toContain('Tipo inválido');
    const ticket = (await openWith(memberId)).json<Ticket>();
    const code = await s.call('generateUnlockCode', s.as.suporte, {
      body: { ticketId: ticket.id },
    });
    expect(code.statusCode).toBe(409);
    expect(messageOf(code)).toBe(
      'Tickets do tipo Conversa com a equipe não têm código de desbloqueio.',
    );
  });
});

describe('undoing the opening', () => {
  it('removes the ticket within the window, and Discord receives nothing', async () => {
    const memberId = await guildMember();
    const response = await openWith(memberId);
    const ticket = response.json<Ticket>();
    const id = requestOf(response);
    // Only whoever opened it undoes it.
    expect((await s.call('undoAction', s.as.moderador, { params: { id } })).statusCode).toBe(404);

    const undone = await s.call('undoAction', s.as.suporte, { params: { id } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Action>()).toMatchObject({ id, kind: 'tickets.open' });
    expect(undone.json<Action>().undoneAt).not.toBeNull();
    expect(await ticketsOf(memberId)).toEqual([]);
    expect((await effectsOf(id)).map((row) => row.status)).toEqual(['discarded']);
    expect(await auditOf(requestOf(undone))).toEqual([
      {
        actorId: demoIds.suporte,
        actionType: 'delete',
        action: 'tickets.undo',
        target: memberId,
        details: `Desfez a abertura do ticket #${ticket.id} com Jogador ${next} (Conversa com a equipe): Abertura desfeita por quem abriu`,
      },
    ]);

    // Even once the window is over, the withdrawn channel is never created.
    await s.t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.requestId, id));
    await settleOutbox();
    expect((await effectsOf(id)).map((row) => row.status)).toEqual(['discarded']);
    const channels = [...s.t.local.state.channels.values()].map((channel) => channel.name);
    expect(channels).not.toContain(`ticket-${ticket.id}-jogador-${next}`);

    // The member may be contacted again.
    expect((await openWith(memberId)).statusCode).toBe(200);
  });

  it('refuses once the ticket was decided meanwhile', async () => {
    const memberId = await guildMember();
    const response = await openWith(memberId);
    const ticket = response.json<Ticket>();
    const closed = await s.call('approveTicket', s.as.moderador, {
      params: { id: ticket.id },
      body: {},
    });
    expect(closed.json<Ticket>().status).toBe('approved');
    const refused = await s.call('undoAction', s.as.suporte, {
      params: { id: requestOf(response) },
    });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Não é possível desfazer: o ticket mudou desde então.');
    expect(await ticketsOf(memberId)).toHaveLength(1);
  });
});

describe('after the window', () => {
  it('creates the channel with the member and staff, then tells the member by direct message', async () => {
    // A member of the local Discord's guild, who can receive direct messages.
    const memberId = demoIds.membro;
    await s.t.database.db
      .insert(discordMembers)
      .values({ userId: memberId, username: 'diego.rocha', globalName: 'Diego Rocha' })
      .onConflictDoNothing();
    const response = await openWith(memberId);
    expect(response.statusCode, response.body).toBe(200);
    const ticket = response.json<Ticket>();
    await s.t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.requestId, requestOf(response)));
    await settleOutbox();

    const [row] = await ticketsOf(memberId).then((rows) =>
      rows.filter((item) => item.id === Number(ticket.id)),
    );
    expect(row).toMatchObject({ channelStatus: 'open' });
    const channel = s.t.local.state.channels.get(row?.channelId ?? '');
    expect(channel?.name).toBe(`ticket-${ticket.id}-diego-rocha`);
    const dms = s.t.local.state.effects.filter(
      (effect) => effect.type === 'member.directMessage' && effect.userId === memberId,
    );
    expect(dms).toEqual([
      expect.objectContaining({
        content: `A equipe abriu uma conversa com você (ticket #${ticket.id}). Assunto: ${reason}\nResponda no canal <#${channel?.id ?? ''}>.`,
      }),
    ]);
  });
});

describe('permission', () => {
  it('refuses staff without manage_tickets', async () => {
    const memberId = await guildMember();
    const update = await s.call('updateRole', s.as.administrador, {
      params: { roleName: 'suporte' },
      body: { manage_tickets: false, view_tickets: true },
    });
    expect(update.statusCode).toBe(200);
    try {
      const refused = await openWith(memberId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      expect(await ticketsOf(memberId)).toEqual([]);
    } finally {
      await s.call('updateRole', s.as.administrador, {
        params: { roleName: 'suporte' },
        body: { manage_tickets: true },
      });
    }
  });
});
