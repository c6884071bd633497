import type { Ticket } from '@panel/contract/api/tickets';
import { tokenAlphabet, type RedeemResult, type Token } from '@panel/contract/api/tokens';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { demoIds, signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { tickets } from '../../db/schema/tickets';
import { tokens } from '../../db/schema/tokens';
import { issueMemberCode } from '.';

/** Codes the panel draws are redeemed in any case, typed ones as typed (docs/decisions/2026-11-28-codes-case.md). */
let next = 0;

const notFound =
  'Código não encontrado. Confira as letras e os números: maiúsculas e minúsculas contam.';
const wrongCase =
  'Código não encontrado com estas letras: códigos diferenciam maiúsculas de minúsculas. Digite-o exatamente como recebeu.';
const clash =
  'Já existe um código gerado pelo painel com estas letras, que vale em maiúsculas ou minúsculas. Escolha outro.';

/** A fresh member for each redemption, so failures never add up to a block. */
const member = async () => {
  next += 1;
  const id = String(330000000000000000n + BigInt(next));
  return { id, cookie: await memberSession(s.t, id) };
};
const redeem = (cookie: string, token: string) =>
  s.call('redeemToken', cookie, { body: { token } });
const create = (token: string, extra: object = {}) =>
  s.call('createToken', s.as.moderador, {
    body: {
      token,
      type: 'invite',
      maxUses: 5,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      ...extra,
    },
  });
const rowOf = async (token: string) =>
  (await s.t.database.db.select().from(tokens).where(eq(tokens.token, token)))[0];
const drawnShape = new RegExp(`^[${tokenAlphabet}]{6}$`);

const s = useTestApp({ signIn: ['moderador'] });

describe('the alphabet codes are drawn from', () => {
  it('has no look-alike characters and no small letters', () => {
    expect(tokenAlphabet).not.toMatch(/[0OoDQ1IiLlZz2Ss5Bb8UuVv]/);
    expect(tokenAlphabet).toBe(tokenAlphabet.toUpperCase());
    expect(new Set(tokenAlphabet).size).toBe(tokenAlphabet.length);
  });

  it('is the only one codes issued by the store use, stored as drawn', async () => {
    const { id } = await member();
    const issued = await s.t.database.db.transaction(async (tx) => {
      const codes = [];
      for (let i = 0; i < 40; i += 1) {
        codes.push(
          await issueMemberCode(tx, {
            type: 'invite',
            discordId: id,
            expiresAt: new Date(Date.now() + 86_400_000),
            createdBy: { id: null, name: 'Loja' },
          }),
        );
      }
      return codes;
    });
    for (const code of issued) expect(code.token).toMatch(drawnShape);
    expect((await rowOf(issued[0]!.token))?.generated).toBe(true);
  });
});

describe('redeeming in any case', () => {
  it('redeems a code drawn with "Gerar" typed in small letters, and only once', async () => {
    const created = await create('HKP7XR', { generated: true });
    expect(created.statusCode).toBe(200);
    expect((await rowOf('HKP7XR'))?.generated).toBe(true);
    const audits = await s.t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'tokens.create'));
    expect(audits.map((row) => row.details)).toContain(
      'Criou o código HKP7XR (Convite, 5 usos, gerado pelo painel)',
    );

    const { cookie } = await member();
    const redeemed = await redeem(cookie, 'hkp7xr');
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json<RedeemResult>().type).toBe('invite');
    // The same member in another case: the same code, already used.
    const again = await redeem(cookie, 'HkP7xR');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Este código já foi utilizado anteriormente.');
    expect((await rowOf('HKP7XR'))?.uses).toBe(1);
  });

  it('keeps a code typed by staff case-sensitive', async () => {
    expect((await create('TeCLAd')).statusCode).toBe(200);
    expect((await rowOf('TeCLAd'))?.generated).toBe(false);
    const wrong = await member();
    const refused = await redeem(wrong.cookie, 'TECLAD');
    expect(refused.statusCode).toBe(404);
    // The letters exist in another case: the member is told that case matters.
    expect(messageOf(refused)).toBe(wrongCase);
    expect(messageOf(await redeem(wrong.cookie, 'TECLAX'))).toBe(notFound);
    const right = await member();
    expect((await redeem(right.cookie, 'TeCLAd')).statusCode).toBe(200);
  });

  it('keeps a typed code in capitals case-sensitive too', async () => {
    expect((await create('MAIUS7')).statusCode).toBe(200);
    const { cookie } = await member();
    expect((await redeem(cookie, 'maius7')).statusCode).toBe(404);
  });

  it('redeems an unlock code of a ticket in small letters', async () => {
    const { id, cookie } = await member();
    for (let attempt = 1; attempt <= 5; attempt += 1) await redeem(cookie, `ERRO0${attempt}`);
    const [ticket] = await s.t.database.db.select().from(tickets).where(eq(tickets.userId, id));
    const support = await signIn(s.t.app, demoIds.suporte);
    const generated = await s.call('generateUnlockCode', support, {
      body: {
        ticketId: String(ticket!.id),
      },
    });
    const code = generated.json<Ticket>().token!;
    expect(code).toMatch(drawnShape);
    expect((await rowOf(code))?.generated).toBe(true);
    const unlocked = await redeem(cookie, code.toLowerCase());
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json<RedeemResult>().type).toBe('unlock');
  });
});

describe('codes that differ only in case', () => {
  it('refuses a typed code with the letters of a drawn one', async () => {
    expect((await create('WXY349', { generated: true })).statusCode).toBe(200);
    const refused = await create('wxy349');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(clash);
    expect(await rowOf('wxy349')).toBeUndefined();
  });

  it('does not draw a code with the letters of a typed one', async () => {
    expect((await create('kmnprt')).statusCode).toBe(200);
    const refused = await create('KMNPRT', { generated: true });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Já existe um código com este nome. Gere outro.');
    expect(await rowOf('KMNPRT')).toBeUndefined();
    // Two typed codes may still differ only in case.
    expect((await create('KMNPRT')).statusCode).toBe(200);
  });

  it('is refused by the database itself, whoever writes the row', async () => {
    await s.t.database.db.insert(tokens).values({
      token: 'FGH347',
      type: 'invite',
      maxUses: 1,
      generated: true,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await expect(
      s.t.database.db.insert(tokens).values({
        token: 'fgh347',
        type: 'invite',
        maxUses: 1,
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // A drawn row that clashes is skipped: no row, no error.
    await s.t.database.db.insert(tokens).values({
      token: 'Aceita',
      type: 'invite',
      maxUses: 1,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const skipped = await s.t.database.db
      .insert(tokens)
      .values({
        token: 'ACEITA',
        type: 'invite',
        maxUses: 1,
        generated: true,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect(skipped).toEqual([]);
  });

  it('refuses "generated" for a code the panel could not have drawn', async () => {
    for (const token of ['abcdef', 'ABCDE0', 'SOLAR1']) {
      const refused = await create(token, { generated: true });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(
        'Um código gerado pelo painel tem apenas letras maiúsculas e números sem caracteres parecidos.',
      );
    }
  });

  it('lists codes drawn and typed alike', async () => {
    const list = (await s.call('listTokens', s.as.moderador, { query: { search: 'WXY349' } })).json<
      Token[]
    >();
    expect(list.map((token) => token.token)).toEqual(['WXY349']);
  });
});
