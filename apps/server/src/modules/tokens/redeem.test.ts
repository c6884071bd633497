import type { RedeemResult } from '@panel/contract/api/tokens';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { setBotSettings } from '../../../test/bot-settings';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { applications } from '../../db/schema/applications';
import { outbox } from '../../db/schema/deliveries';
import { demoBotSettings } from '../../demo/demo-bot-settings';
import { demoCodes } from '../../demo/demo-tickets';
import { tickets } from '../../db/schema/tickets';
import { tokenRedemptions, tokens } from '../../db/schema/tokens';
import { demoApplicant } from '../../../test/demo-members';

const notFound =
  'Código não encontrado. Confira as letras e os números: maiúsculas e minúsculas contam.';

let next = 0;
/** A fresh member for each test, so failures of one never block another. */
const member = async () => {
  next += 1;
  const id = String(300000000000000000n + BigInt(next));
  return { id, cookie: await memberSession(s.t, id) };
};
const redeem = (cookie: string, token: string) =>
  s.call('redeemToken', cookie, { body: { token } });
const addCode = async (token: string, values: Partial<typeof tokens.$inferInsert> = {}) =>
  (
    await s.t.database.db
      .insert(tokens)
      .values({
        token,
        type: 'invite',
        maxUses: 5,
        expiresAt: new Date(Date.now() + 86_400_000),
        ...values,
      })
      .returning()
  )[0]!;
const rowsOf = (requestId: unknown) =>
  s.t.database.db
    .select({ status: outbox.status, missingSetting: outbox.missingSetting, effect: outbox.effect })
    .from(outbox)
    .where(eq(outbox.requestId, String(requestId)))
    .orderBy(outbox.id);
const effectsOf = async (requestId: unknown) => (await rowsOf(requestId)).map((row) => row.effect);

const s = useTestApp();

describe('redeeming codes', () => {
  it('gives an invite code and its role, posts to the code log and says what was granted', async () => {
    const { id, cookie } = await member();
    const response = await redeem(cookie, demoCodes.invite);
    expect(response.statusCode).toBe(200);
    expect(response.json<RedeemResult>()).toEqual({
      type: 'invite',
      message: 'Convite resgatado com sucesso. Você também recebeu um cargo no Discord.',
    });
    const effects = await effectsOf(response.headers['x-request-id']);
    expect(effects).toEqual([
      expect.objectContaining({ type: 'member.addRole', userId: id }),
      expect.objectContaining({
        type: 'channel.message',
        channelId: demoBotSettings.codeLogChannelId,
      }),
    ]);
  });

  it.each([
    ['unknown', 'NADA00', 404, notFound],
    [
      'wrong case',
      demoCodes.invite.toLowerCase(),
      404,
      'Código não encontrado com estas letras: códigos diferenciam maiúsculas de minúsculas. Digite-o exatamente como recebeu.',
    ],
    ['expired', demoCodes.expired, 409, 'Este código está expirado.'],
    ['used up', demoCodes.usedUp, 409, 'Este código já foi utilizado anteriormente.'],
  ])('refuses a code that is %s', async (_case, code, status, message) => {
    const { cookie } = await member();
    const response = await redeem(cookie, code);
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toBe(message);
    const effects = await effectsOf(response.headers['x-request-id']);
    expect(effects).toEqual([
      expect.objectContaining({
        type: 'channel.message',
        channelId: demoBotSettings.codeErrorChannelId,
      }),
    ]);
  });

  it('refuses a code bound to another member, and lets its member use it', async () => {
    const owner = await member();
    const other = await member();
    await addCode('SoDele', { discordId: owner.id });
    const refused = await redeem(other.cookie, 'SoDele');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Este código foi criado para outra conta e não pode ser usado por você.',
    );
    expect((await redeem(owner.cookie, 'SoDele')).statusCode).toBe(200);
  });

  it('lets a member use a code once, without spending a second use', async () => {
    const { cookie } = await member();
    const code = await addCode('Duas02');
    expect((await redeem(cookie, 'Duas02')).statusCode).toBe(200);
    const again = await redeem(cookie, 'Duas02');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Este código já foi utilizado anteriormente.');
    const [row] = await s.t.database.db.select().from(tokens).where(eq(tokens.id, code.id));
    expect(row?.uses).toBe(1);
  });

  it('approves a pending whitelist with an allowlist code', async () => {
    // Demo applicant 5 has a pending whitelist.
    const id = demoApplicant(5);
    const cookie = await memberSession(s.t, id);
    const response = await redeem(cookie, demoCodes.allowlist);
    expect(response.json<RedeemResult>().message).toBe(
      'Sua solicitação de whitelist foi aprovada.',
    );
    const [row] = await s.t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, id), eq(applications.form, 'whitelist')));
    expect(row?.status).toBe('approved');
    const types = (await effectsOf(response.headers['x-request-id'])).map((e) => e.type);
    expect(types).toContain('member.addRole');
  });

  it('records an approved whitelist when the member had none', async () => {
    const { id, cookie } = await member();
    const response = await redeem(cookie, demoCodes.allowlist);
    expect(response.json<RedeemResult>().message).toBe('Sua whitelist foi aprovada.');
    const rows = await s.t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, id));
    expect(rows.map((row) => row.status)).toEqual(['approved']);
  });

  it('refuses a skip code without a pending whitelist, and does not spend it', async () => {
    const { cookie } = await member();
    const response = await redeem(cookie, demoCodes.skip);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toContain('não tem uma solicitação de whitelist pendente');
    const [row] = await s.t.database.db
      .select()
      .from(tokens)
      .where(eq(tokens.token, demoCodes.skip));
    expect(row?.uses).toBe(0);
  });
});

describe('blocking after failed attempts', () => {
  it('blocks on the fifth failure in 15 minutes and opens one review_token ticket', async () => {
    const { id, cookie } = await member();
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const failed = await redeem(cookie, `ERRO0${attempt}`);
      expect(failed.statusCode).toBe(404);
      messages.push(messageOf(failed));
    }
    // The last two attempts before the block say so.
    expect(messages).toEqual([
      notFound,
      notFound,
      `${notFound} Restam 2 tentativas antes do bloqueio.`,
      `${notFound} Resta 1 tentativa antes do bloqueio.`,
    ]);
    const fifth = await redeem(cookie, 'ERRO05');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'blocked' });
    // Blocked: even a good code is refused, and no second ticket is opened.
    const after = await redeem(cookie, demoCodes.invite);
    expect(after.statusCode).toBe(423);
    const opened = await s.t.database.db.select().from(tickets).where(eq(tickets.userId, id));
    expect(opened.map((row) => [row.ticketType, row.status])).toEqual([
      ['review_token', 'pending'],
    ]);
    const rows = await rowsOf(fifth.headers['x-request-id']);
    expect(rows.map((row) => [row.effect.type, row.status])).toEqual([
      ['channel.createPrivate', 'pending'],
      ['channel.message', 'pending'],
      ['member.addRole', 'pending'],
    ]);
    const redemptions = await s.t.database.db
      .select()
      .from(tokenRedemptions)
      .where(eq(tokenRedemptions.userId, id));
    expect(redemptions).toHaveLength(0);
  });
});

describe('missing bot settings', () => {
  const missing = ['codeLogChannelId', 'codeErrorChannelId', 'blockedRoleId'];
  const skipped = (missingSetting: string, effect: object) => ({
    status: 'skipped',
    missingSetting,
    effect,
  });
  const pending = (effect: object) => ({ status: 'pending', missingSetting: null, effect });

  it('records the code posts and the block role as skipped, naming the setting', async () => {
    const { id, cookie } = await member();
    const posted = (await rowsOf((await redeem(cookie, 'ANTES1')).headers['x-request-id']))[0];
    expect(posted).toEqual(
      pending(expect.objectContaining({ channelId: demoBotSettings.codeErrorChannelId })),
    );
    await setBotSettings(
      s.t.database.db,
      Object.fromEntries(Object.entries(demoBotSettings).filter(([key]) => !missing.includes(key))),
    );
    try {
      const redeemed = await redeem(cookie, demoCodes.invite);
      expect(await rowsOf(redeemed.headers['x-request-id'])).toEqual([
        pending(expect.objectContaining({ type: 'member.addRole', userId: id })),
        skipped(
          'codeLogChannelId',
          expect.objectContaining({ type: 'channel.message', channelId: '' }),
        ),
      ]);
      for (let attempt = 2; attempt <= 4; attempt += 1) await redeem(cookie, `FALTA${attempt}`);
      const fifth = await redeem(cookie, 'FALTA5');
      expect(fifth.statusCode).toBe(423);
      expect(await rowsOf(fifth.headers['x-request-id'])).toEqual([
        pending(expect.objectContaining({ type: 'channel.createPrivate' })),
        skipped(
          'codeErrorChannelId',
          expect.objectContaining({ type: 'channel.message', channelId: '' }),
        ),
        skipped('blockedRoleId', {
          type: 'member.addRole',
          userId: id,
          roleId: '',
          reason: 'Tentativas de código sem sucesso',
        }),
      ]);
    } finally {
      await setBotSettings(s.t.database.db, demoBotSettings);
    }
  });
});
