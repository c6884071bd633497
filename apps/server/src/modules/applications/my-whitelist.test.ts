import type { MyApplication, MyWhitelist } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { memberFlags } from '../../db/schema/tickets';
import { formatDateTimePtBr } from '../../http/format-date';

let whitelist: PublicForm;
let next = 0;

const day = 86_400_000;

const s = useTestApp({ signIn: ['administrador'] });
beforeAll(async () => {
  whitelist = (
    await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
  ).json<PublicForm>();
});

/** A member never seen before, whose display name differs from their Discord username. */
async function newMember() {
  next += 1;
  const id = String(340000000000000000n + BigInt(next));
  return { id, cookie: await memberSession(s.t, id, `Rafa Lima ${next}`) };
}
const mine = async (cookie: string) => {
  const response = await s.call('myWhitelist', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<MyWhitelist>();
};
const send = (cookie: string) =>
  s.call('submitWhitelist', cookie, {
    body: {
      discordUsername: 'rafa.lima',
      walletAddress: '0xA1B2C3',
      answers: whitelist.questions.map((q) => ({ questionId: q.id, answer: 'Jogo RP há anos.' })),
    },
  });

describe('the member whitelist standing', () => {
  it('needs a signed-in member', async () => {
    expect((await s.call('myWhitelist')).statusCode).toBe(401);
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
    const rejected = await s.call('rejectAllowlist', s.as.administrador, { body: { userId: id } });
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
    const ownBefore = await s.call('myApplications', cookie);
    expect(ownBefore.json<{ reapplyAt: string | null }[]>()[0]?.reapplyAt).toBe(standing.reapplyAt);
    await s.t.database.db.insert(memberFlags).values({ userId: id, cooldownLiftedAt: new Date() });
    expect(await mine(cookie)).toMatchObject({ standing: 'open', since: null, reapplyAt: null });
    // Minha Conta no longer dates the next application either.
    const own = await s.call('myApplications', cookie);
    expect(own.json<{ reapplyAt: string | null }[]>()[0]?.reapplyAt).toBeNull();
    expect((await send(cookie)).statusCode).toBe(200);
  });

  it('is approved once staff approve it, and a send says so', async () => {
    const { id, cookie } = await newMember();
    await send(cookie);
    expect(
      (await s.call('approveAllowlist', s.as.administrador, { body: { userId: id } })).statusCode,
    ).toBe(200);
    const standing = await mine(cookie);
    expect(standing).toMatchObject({ standing: 'approved', reapplyAt: null });
    expect(Date.now() - Date.parse(standing.since!)).toBeLessThan(60_000);
    const refused = await send(cookie);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Sua whitelist já foi aprovada.');
  });
});
