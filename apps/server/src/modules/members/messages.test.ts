import type { Action } from '@panel/contract/api/actions';
import type { MemberMessageResult } from '@panel/contract/api/members';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { databaseFingerprint } from '../../../test/db-fingerprint';
import { defined } from '../../../test/defined';
import { demoMembers } from '../../../test/demo-members';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { actions } from '../../db/schema/actions';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { discordGuild, discordMembers } from '../../db/schema/discord';
import { memberMessages } from '../../db/schema/members';
import { createOutboxWorker } from '../../outbox/worker';

const s = useTestApp({
  env: { DECISION_UNDO_SECONDS: '10' },
  signIn: ['moderador', 'suporte', 'membro'],
});
const db = () => s.t.database.db;

// Members of the guild as the bot's catalog knows them; the local Discord knows them too.
const { elisa, gabriel, helena, julia, mateus } = demoMembers;
const gone = '100000000000000199';
const bot = '100000000000000198';

beforeAll(async () => {
  await db()
    .insert(discordMembers)
    .values([
      ...[elisa, gabriel, helena, julia, mateus].map((userId) => ({
        userId,
        username: `membro-${userId.slice(-3)}`,
      })),
      { userId: gone, username: 'saiu', inGuild: false },
      { userId: bot, username: 'robo', bot: true },
    ])
    .onConflictDoNothing();
  await db()
    .insert(discordGuild)
    .values({ id: '900000000000000001', name: 'Cidade Alta RP' })
    .onConflictDoNothing();
});

const actionOf = (response: LightMyRequestResponse) => String(response.headers['x-request-id']);
const send = (discordId: string, content: unknown, cookie = s.as.moderador) =>
  s.call('messageMember', cookie, { params: { discordId }, body: { content } });
const effectsOf = (requestId: string) =>
  db().select().from(outbox).where(eq(outbox.requestId, requestId));
const auditOf = (requestId: string) =>
  db().select().from(auditLog).where(eq(auditLog.requestId, requestId));
const worker = () => createOutboxWorker(db(), s.t.discord.port, s.t.app.log);
const makeDue = (requestId: string) =>
  db().execute(sql`update outbox set next_attempt_at = now() where request_id = ${requestId}`);
const directMessagesTo = (userId: string) =>
  s.t.local.state.effects.filter(
    (effect) => effect.type === 'member.directMessage' && effect.userId === userId,
  );

describe('messaging a member from their file', () => {
  it('queues the direct message with the staff signature, audited and held for "Desfazer"', async () => {
    const before = Date.now();
    const response = await send(elisa, '  Olá! Seu ticket foi visto pela equipe.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberMessageResult>()).toEqual({ discordId: elisa, queued: true });
    const id = actionOf(response);

    const [effect] = await effectsOf(id);
    expect(defined(effect).effect).toEqual({
      type: 'member.directMessage',
      userId: elisa,
      content:
        'Olá! Seu ticket foi visto pela equipe.\n\n— Mensagem da equipe do servidor Cidade Alta RP',
      fallbackChannelId: null,
    });
    expect(defined(effect).status).toBe('pending');
    expect(defined(effect).nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 9_000);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'members.message',
      target: elisa,
      actorId: demoIds.moderador,
      after: { content: 'Olá! Seu ticket foi visto pela equipe.' },
    });
    expect(defined(entry).details).toMatch(/^Enviou uma mensagem direta a /);
    const [action] = await db().select().from(actions).where(eq(actions.id, id));
    expect(action).toMatchObject({ kind: 'members.message', actorId: demoIds.moderador });

    // Nothing reaches Discord before the window ends.
    await worker().runOnce();
    expect(directMessagesTo(elisa)).toEqual([]);
  });

  it('withdraws the message on "Desfazer": Discord never receives it', async () => {
    const response = await send(gabriel, 'Mensagem que vai ser desfeita.');
    const id = actionOf(response);
    const undone = await s.call('undoAction', s.as.moderador, { params: { id } });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<Action>().undoneAt).not.toBeNull();

    expect((await effectsOf(id)).map((row) => row.status)).toEqual(['discarded']);
    const [undoEntry] = await auditOf(actionOf(undone));
    expect(undoEntry).toMatchObject({ action: 'members.message.undo', target: gabriel });
    expect(defined(undoEntry).details).toMatch(/^Mensagem desfeita/);
    expect(
      await db()
        .select()
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.senderId, demoIds.moderador),
            eq(memberMessages.discordId, gabriel),
          ),
        ),
    ).toEqual([]);

    await makeDue(id);
    await worker().runOnce();
    expect(directMessagesTo(gabriel)).toEqual([]);
  });

  it('tells the toast how the delivery went: delivered, or refused by closed DMs', async () => {
    const sent = await send(helena, 'Você foi sorteado no evento!');
    const closed = await send(julia, 'Precisamos falar com você.');
    defined(s.t.local.state.users.get(julia)).dmsClosed = true;
    await makeDue(actionOf(sent));
    await makeDue(actionOf(closed));
    await worker().runOnce();

    expect(directMessagesTo(helena)).toHaveLength(1);
    const delivered = await s.call('getAction', s.as.moderador, {
      params: { id: actionOf(sent) },
    });
    expect(delivered.json<Action>().deliveries).toEqual([
      expect.objectContaining({ type: 'member.directMessage', status: 'delivered' }),
    ]);

    // Private: never posted in a channel instead.
    expect(directMessagesTo(julia)).toEqual([]);
    const [row] = await effectsOf(actionOf(closed));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'dm_closed' });
    const refused = await s.call('getAction', s.as.moderador, {
      params: { id: actionOf(closed) },
    });
    expect(refused.json<Action>().deliveries).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure: expect.objectContaining({
          reason: 'O membro não aceita mensagens diretas do bot.',
        }) as unknown,
      }),
    ]);
  });

  it('lets suporte write, and refuses members without the permission', async () => {
    expect((await send(mateus, 'Bem-vindo ao servidor!', s.as.suporte)).statusCode).toBe(200);
    const refused = await send(mateus, 'Oi', s.as.membro);
    expect(refused.statusCode).toBe(403);
  });
});

describe('refused messages change nothing', () => {
  const cases: [string, string, unknown, number, RegExp][] = [
    ['an empty text', elisa, '   ', 400, /Escreva a mensagem\./],
    ['no text', elisa, undefined, 400, /Escreva a mensagem\./],
    ['a text too long', elisa, 'a'.repeat(1801), 400, /no máximo 1\.800 caracteres/],
    ['a member no longer in the guild', gone, 'Oi', 400, /não está no servidor do Discord/],
    ['someone the bot never saw', '123456789012345678', 'Oi', 400, /não está no servidor/],
    ['a bot', bot, 'Oi', 400, /bot/],
    ['oneself', demoIds.moderador, 'Oi', 400, /a si mesmo/],
  ];
  for (const [what, discordId, content, status, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await databaseFingerprint(db());
      const response = await send(discordId, content);
      expect(response.statusCode).toBe(status);
      expect(messageOf(response)).toMatch(message);
      expect(await databaseFingerprint(db())).toBe(before);
    });
  }

  it('accepts 1,800 characters', async () => {
    expect((await send(helena, 'b'.repeat(1800), s.as.suporte)).statusCode).toBe(200);
  });

  it('holds each member of staff to 5 messages per member in 10 minutes, even at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => send(mateus, `Mensagem ${n + 1}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    const before = await databaseFingerprint(db());
    const limited = await send(mateus, 'Mais uma');
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toMatch(
      /^Você já enviou 5 mensagens a este membro nos últimos 10 minutos\. Tente de novo em \d+ minutos?\.$/,
    );
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await databaseFingerprint(db())).toBe(before);
    // Another member of staff, and another member, are counted apart.
    expect((await send(mateus, 'Da parte do suporte', s.as.suporte)).statusCode).toBe(200);
    expect((await send(helena, 'Para outra pessoa')).statusCode).toBe(200);

    // Ten minutes later the sender may write again.
    await db().execute(
      sql`update member_messages set sent_at = sent_at - interval '10 minutes'
          where sender_id = ${demoIds.moderador} and discord_id = ${mateus}`,
    );
    expect((await send(mateus, 'Depois de 10 minutos')).statusCode).toBe(200);
  });
});
