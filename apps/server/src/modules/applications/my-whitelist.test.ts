import type { MyApplication, MyWhitelist } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberFlags } from '../../db/schema/tickets';
import { formatDateTimePtBr } from '../../http/format-date';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let whitelist: PublicForm;
let next = 0;

const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  admin = await signIn(t.app, demoIds.administrador);
  whitelist = (await call('GET', '/api/forms/whitelist')).json<PublicForm>();
});
afterAll(() => t.close());

/** A member never seen before, whose display name differs from their Discord username. */
async function newMember() {
  next += 1;
  const id = String(340000000000000000n + BigInt(next));
  return { id, cookie: await memberSession(t, id, `Rafa Lima ${next}`) };
}
const mine = async (cookie: string) => {
  const response = await call('GET', '/api/me/whitelist', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<MyWhitelist>();
};
const send = (cookie: string) =>
  call('POST', '/api/forms/whitelist/applications', cookie, {
    discordUsername: 'rafa.lima',
    walletAddress: '0xA1B2C3',
    answers: whitelist.questions.map((q) => ({ questionId: q.id, answer: 'Jogo RP há anos.' })),
  });

describe('the member whitelist standing', () => {
  it('needs a signed-in member', async () => {
    expect((await call('GET', '/api/me/whitelist')).statusCode).toBe(401);
  });

  it('is open before the first request, with the Discord username to fill in', async () => {
    const { cookie } = await newMember();
    expect(await mine(cookie)).toEqual({
      discordUsername: `rafa.lima.${next}`,
      standing: 'open',
      since: null,
      reapplyAt: null,
    });
  });

  it('is pending from when the request was sent, and a second send names it', async () => {
    const { cookie } = await newMember();
    const sent = (await send(cookie)).json<MyApplication>();
    expect(await mine(cookie)).toMatchObject({
      standing: 'pending',
      since: sent.createdAt,
      reapplyAt: null,
    });
    const again = await send(cookie);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'Você já tem uma solicitação de whitelist pendente. Aguarde a análise da equipe.',
    );
  });

  it('is in cooldown after a rejection, until the date it gives, which a send names too', async () => {
    const { id, cookie } = await newMember();
    await send(cookie);
    const rejected = await call('POST', '/api/allowlists/reject', admin, { userId: id });
    expect(rejected.statusCode).toBe(200);
    const standing = await mine(cookie);
    expect(standing.standing).toBe('cooldown');
    const since = Date.parse(standing.since!);
    expect(Date.now() - since).toBeLessThan(60_000);
    // REAPPLY_COOLDOWN_DAYS defaults to 7.
    expect(Date.parse(standing.reapplyAt!) - since).toBe(7 * day);
    const refused = await send(cookie);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      `Sua última solicitação de whitelist foi reprovada. Você poderá enviar uma nova a partir de ${formatDateTimePtBr(new Date(standing.reapplyAt!))} (horário de Brasília).`,
    );

    // Staff lift the cooldown (an approved review_form ticket): the member may send again.
    const ownBefore = await call('GET', '/api/me/applications', cookie);
    expect(ownBefore.json<{ reapplyAt: string | null }[]>()[0]?.reapplyAt).toBe(standing.reapplyAt);
    await t.database.db.insert(memberFlags).values({ userId: id, cooldownLiftedAt: new Date() });
    expect(await mine(cookie)).toMatchObject({ standing: 'open', since: null, reapplyAt: null });
    // Minha Conta no longer dates the next application either.
    const own = await call('GET', '/api/me/applications', cookie);
    expect(own.json<{ reapplyAt: string | null }[]>()[0]?.reapplyAt).toBeNull();
    expect((await send(cookie)).statusCode).toBe(200);
  });

  it('is approved once staff approve it, and a send says so', async () => {
    const { id, cookie } = await newMember();
    await send(cookie);
    expect((await call('POST', '/api/allowlists/approve', admin, { userId: id })).statusCode).toBe(
      200,
    );
    const standing = await mine(cookie);
    expect(standing).toMatchObject({ standing: 'approved', reapplyAt: null });
    expect(Date.now() - Date.parse(standing.since!)).toBeLessThan(60_000);
    const refused = await send(cookie);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Sua whitelist já foi aprovada.');
  });
});
