import { reportedMemberMessages, type MyTicket, type Ticket } from '@panel/contract/api/tickets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, messageOf } from '../../../test/api';
import { setBotSettings } from '../../../test/bot-settings';
import { memberSession } from '../../../test/member-session';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { discordMembers } from '../../db/schema/discord';
import { demoBotSettings } from '../../demo/demo-bot-settings';
import { findTicketPage, findTicketPageVersion } from './repository';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let staff: string;
let next = 0;
const member = async () => {
  next += 1;
  const id = String(310000000000000000n + BigInt(next));
  return { id, cookie: await memberSession(t, id) };
};
/** A member of the guild in the bot's catalog: whom this file's reports are about. */
const reported = {
  userId: '320000000000000001',
  username: 'jogador.toxico',
  globalName: 'Jogador Tóxico',
};
const open = (cookie: string, type: string) =>
  call('openTicket', cookie, {
    body: {
      type,
      reason: 'Preciso de ajuda da equipe.',
      ...(type === 'report_user' && { reportedUserId: reported.userId }),
    },
  });

const rowsOf = (response: { headers: Record<string, unknown> }) =>
  t.database.db
    .select({ status: outbox.status, missingSetting: outbox.missingSetting, effect: outbox.effect })
    .from(outbox)
    .where(eq(outbox.requestId, String(response.headers['x-request-id'])))
    .orderBy(outbox.id);

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  staff = await signIn(t.app, demoIds.suporte);
  await t.database.db
    .insert(discordMembers)
    .values([
      reported,
      { userId: '320000000000000002', username: 'ja.saiu', inGuild: false },
      { userId: '320000000000000003', username: 'outro.bot', bot: true },
    ]);
});
afterAll(() => t.close());

describe('members open tickets', () => {
  it('opens one pending ticket per type and asks the bot for a private channel', async () => {
    const { id, cookie } = await member();
    const response = await open(cookie, 'review_form');
    expect(response.statusCode).toBe(200);
    expect(response.json<MyTicket>()).toMatchObject({
      userId: id,
      ticketType: 'review_form',
      status: 'pending',
      generatedToken: false,
    });
    const effects = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.requestId, String(response.headers['x-request-id'])));
    expect(effects.map((row) => row.effect)).toEqual([
      expect.objectContaining({
        type: 'channel.createPrivate',
        parentId: demoBotSettings.categoryReviewChannelId,
        userId: id,
      }),
    ]);
    const again = await open(cookie, 'review_form');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toContain('já tem um ticket pendente deste tipo');
    expect((await open(cookie, 'report_user')).statusCode).toBe(200);
  });

  it('shows a member only their own tickets, without the code', async () => {
    const { id, cookie } = await member();
    await open(cookie, 'report_user');
    const mine = (await call('myTickets', cookie)).json<MyTicket[]>();
    expect(mine.map((ticket) => ticket.userId)).toEqual([id]);
    expect(mine[0]).not.toHaveProperty('token');
  });

  it('refuses a short reason or an unknown type in Portuguese', async () => {
    const { cookie } = await member();
    const short = await call('openTicket', cookie, { body: { type: 'report_user', reason: 'a' } });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Explique o motivo');
    expect((await open(cookie, 'outro')).statusCode).toBe(400);
  });
});

describe('reports name a member of the server', () => {
  const report = (cookie: string, body: Record<string, unknown>) =>
    call('openTicket', cookie, {
      body: { type: 'report_user', reason: 'Ofensas no canal de voz geral.', ...body },
    });

  it('refuses a report without a member of the guild, or about the member reporting', async () => {
    const { id, cookie } = await member();
    const refusals = [
      [{}, 'Escolha o membro que você quer denunciar.'],
      [{ reportedUserId: 'abc' }, 'Informe um ID do Discord válido (17 a 20 dígitos).'],
      [{ reportedUserId: id }, 'Você não pode denunciar a si mesmo.'],
      [{ reportedUserId: '320000000000000009' }, reportedMemberMessages.notInGuild],
      // Gone from the server, or a bot: nobody to report there either.
      [{ reportedUserId: '320000000000000002' }, reportedMemberMessages.notInGuild],
      [{ reportedUserId: '320000000000000003' }, reportedMemberMessages.notInGuild],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await report(cookie, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(refused)).toContain(message);
    }
    const notReport = await call('openTicket', cookie, {
      body: { type: 'review_form', reason: 'Refiz as respostas.', reportedUserId: reported.userId },
    });
    expect(notReport.statusCode).toBe(400);
    expect(messageOf(notReport)).toContain('Só uma denúncia indica um membro denunciado.');
    expect((await call('myTickets', cookie)).json<MyTicket[]>()).toEqual([]);
  });

  it('keeps the reported member on the ticket, for staff, the member and the channel', async () => {
    const { cookie } = await member();
    const opened = await report(cookie, { reportedUserId: reported.userId });
    expect(opened.statusCode).toBe(200);
    const mine = opened.json<MyTicket>();
    expect(mine).toMatchObject({
      reportedUserId: reported.userId,
      reportedUsername: 'Jogador Tóxico',
    });
    const listed = (await call('listTickets', staff, { query: { type: 'report_user' } }))
      .json<Ticket[]>()
      .find((ticket) => ticket.id === mine.id);
    expect(listed).toMatchObject({
      reportedUserId: reported.userId,
      reportedUsername: 'Jogador Tóxico',
    });
    const [created] = (await rowsOf(opened)).map((row) => row.effect);
    expect(created).toMatchObject({
      type: 'channel.createPrivate',
      content: expect.stringContaining(
        '(Denúncia de membro) contra Jogador Tóxico (ID 320000000000000001). Motivo: Ofensas',
      ),
    });
  });

  it('finds the members a member may report by name, without themselves or panel roles', async () => {
    const { id, cookie } = await member();
    await t.database.db
      .insert(discordMembers)
      .values({ userId: id, username: 'jogador.denunciante', globalName: 'Jogador Denunciante' });
    const found = await call('reportableMembers', cookie, { query: { search: 'jogador' } });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      {
        userId: reported.userId,
        name: 'Jogador Tóxico',
        username: 'jogador.toxico',
        avatarUrl: null,
        panelRole: null,
      },
    ]);
    const blank = await call('reportableMembers', cookie, { query: { search: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toContain('Digite um nome ou um ID do Discord.');
  });
});

describe('staff handle tickets', () => {
  it('filters by type, with the total in X-Total-Count', async () => {
    const response = await call('listTickets', staff, { query: { type: 'review_blacklist' } });
    const items = response.json<Ticket[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((ticket) => ticket.ticketType === 'review_blacklist')).toBe(true);
    expect(response.headers['x-total-count']).toBe(String(items.length));
  });

  it('decides a pending ticket once; a second decision gets 409', async () => {
    const { cookie } = await member();
    const ticket = (await open(cookie, 'report_user')).json<MyTicket>();
    const rejected = await call('rejectTicket', staff, {
      params: { id: ticket.id },
      body: {
        reason: 'Sem provas.',
      },
    });
    expect(rejected.json<Ticket>()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Sem provas.',
      decidedBy: 'Carla Dias',
    });
    const audited = await t.database.db
      .select({ actionType: auditLog.actionType, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.requestId, String(rejected.headers['x-request-id'])));
    expect(audited).toEqual([{ actionType: 'reject', action: 'tickets.reject' }]);
    const again = await call('approveTicket', staff, { params: { id: ticket.id }, body: {} });
    expect(again.statusCode).toBe(409);
    // A report is filed ("arquivado"), not rejected: its words, not an application's.
    expect(messageOf(again)).toBe('Este ticket já foi arquivado por Carla Dias. Atualize a lista.');
    const missing = await call('cancelTicket', staff, { params: { id: '999999' } });
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('does not let staff approve or reject their own ticket, only cancel it', async () => {
    const own = (await open(staff, 'review_form')).json<MyTicket>();
    for (const decision of ['approveTicket', 'rejectTicket'] as const) {
      const refused = await call(decision, staff, {
        params: { id: own.id },
        body: { reason: 'Decidindo o meu.' },
      });
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Você não pode decidir sobre o seu próprio ticket.');
    }
    const cancelled = await call('cancelTicket', staff, { params: { id: own.id }, body: {} });
    expect(cancelled.json<Ticket>().status).toBe('canceled');
  });

  it('takes the block role off on approving a review_token ticket, skipped without the role', async () => {
    const approveReview = async () => {
      const { id, cookie } = await member();
      const ticket = (await open(cookie, 'review_token')).json<MyTicket>();
      const approved = await call('approveTicket', staff, { params: { id: ticket.id }, body: {} });
      expect(approved.statusCode).toBe(200);
      const removeRole = (roleId: string) => ({
        type: 'member.removeRole',
        userId: id,
        roleId,
        reason: 'Bloqueio de códigos liberado',
      });
      return { rows: await rowsOf(approved), removeRole };
    };
    const dm = expect.objectContaining({ type: 'member.directMessage' });
    const configured = await approveReview();
    expect(configured.rows).toEqual([
      {
        status: 'pending',
        missingSetting: null,
        effect: configured.removeRole(demoBotSettings.blockedRoleId),
      },
      { status: 'pending', missingSetting: null, effect: dm },
    ]);
    await setBotSettings(
      t.database.db,
      Object.fromEntries(
        Object.entries(demoBotSettings).filter(([key]) => key !== 'blockedRoleId'),
      ),
    );
    try {
      const missing = await approveReview();
      expect(missing.rows).toEqual([
        { status: 'skipped', missingSetting: 'blockedRoleId', effect: missing.removeRole('') },
        { status: 'pending', missingSetting: null, effect: dm },
      ]);
    } finally {
      await setBotSettings(t.database.db, demoBotSettings);
    }
  });

  it('generates no unlock code for reports, nor twice', async () => {
    const { cookie } = await member();
    const report = (await open(cookie, 'report_user')).json<MyTicket>();
    const generate = (ticketId: string) =>
      call('generateUnlockCode', staff, { body: { ticketId } });
    expect(messageOf(await generate(report.id))).toBe(
      'Tickets de denúncia não têm código de desbloqueio.',
    );
    const review = (await open(cookie, 'review_blacklist')).json<MyTicket>();
    const first = await generate(review.id);
    expect(first.json<Ticket>()).toMatchObject({ generatedToken: true });
    const { token, userId } = first.json<Ticket>();
    expect(token).toMatch(/^[A-Za-z0-9]{6}$/);
    // The member gets the code by direct message, never in a channel.
    const effects = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.requestId, String(first.headers['x-request-id'])));
    expect(effects.map((row) => row.effect)).toEqual([
      expect.objectContaining({
        type: 'member.directMessage',
        userId,
        content: expect.stringContaining(`\`${token}\``),
        fallbackChannelId: null,
      }),
    ]);
    expect(messageOf(await generate(review.id))).toBe(
      'Este ticket já tem um código de desbloqueio.',
    );
  });
});

describe('the staff list of tickets kept in memory', () => {
  it('answers every change at once, however it was written', async () => {
    const { id, cookie } = await member();
    expect((await open(cookie, 'review_form')).statusCode).toBe(200);
    const statusOf = async (query = '') =>
      (await call('listTickets', staff, { query: `limit=50${query}` }))
        .json<Ticket[]>()
        .find((ticket) => ticket.userId === id)?.status;
    expect(await statusOf()).toBe('pending');
    expect(await statusOf('&status=pending')).toBe('pending');
    // Straight to the database, as another process would write it.
    await t.database.db.execute(sql`update tickets set status = 'canceled' where user_id = ${id}`);
    expect(await statusOf()).toBe('canceled');
    expect(await statusOf('&status=pending')).toBeUndefined();
  });

  it('fingerprints a page in its own statement as the version statement does', async () => {
    const db = t.database.db;
    const query = { status: 'pending' as const, page: 1, limit: 3 };
    const before = await findTicketPageVersion(db, query);
    expect((await findTicketPage(db, query, { offset: 0, limit: 3 })).fingerprint).toBe(before);
    const { cookie } = await member();
    expect((await open(cookie, 'review_token')).statusCode).toBe(200);
    const after = await findTicketPageVersion(db, query);
    expect(after).not.toBe(before);
    expect((await findTicketPage(db, query, { offset: 0, limit: 3 })).fingerprint).toBe(after);
  });
});
