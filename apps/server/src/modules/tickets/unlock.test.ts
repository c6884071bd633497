import type { MyApplication } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import type { Ticket } from '@panel/contract/api/tickets';
import type { RedeemResult } from '@panel/contract/api/tokens';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { applications } from '../../db/schema/applications';
import { tickets } from '../../db/schema/tickets';
import { demoCodes } from '../../demo/demo-tickets';
import { demoApplicant } from '../../../test/demo-members';

const s = useTestApp({ signIn: ['suporte'] });

const generate = async (ticketId: string) =>
  (await s.call('generateUnlockCode', s.as.suporte, { body: { ticketId } })).json<Ticket>();

describe('unlock codes', () => {
  it('lifts the redemption block: ticket, code, redemption, ticket approved', async () => {
    const id = '320000000000000001';
    const member = await memberSession(s.t, id);
    for (let attempt = 1; attempt <= 5; attempt += 1) await redeem(member, `FALHA${attempt}`);
    expect((await redeem(member, demoCodes.invite)).statusCode).toBe(423);
    const [ticket] = await s.t.database.db.select().from(tickets).where(eq(tickets.userId, id));
    const { token } = await generate(String(ticket!.id));

    // Another member cannot use it; the blocked member can.
    const other = await memberSession(s.t, '320000000000000002');
    expect((await redeem(other, token!)).statusCode).toBe(409);
    const unlocked = await redeem(member, token!);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json<RedeemResult>()).toMatchObject({ type: 'unlock' });
    const [after] = await s.t.database.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(after?.status).toBe('approved');
    expect((await redeem(member, demoCodes.invite)).statusCode).toBe(200);
    // Single use.
    expect(messageOf(await redeem(member, token!))).toBe(
      'Este código já foi utilizado anteriormente.',
    );
  });

  it('lifts the reapply cooldown of a review_form ticket', async () => {
    // Demo applicant 16 had the whitelist rejected and has a pending review_form ticket.
    const id = demoApplicant(16);
    await s.t.database.db
      .update(applications)
      .set({ decidedAt: new Date() })
      .where(eq(applications.userId, id));
    const member = await memberSession(s.t, id);
    const form = (
      await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    const body = {
      discordUsername: 'caio.16',
      walletAddress: '0xabc',
      answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Resposta nova.' })),
    };
    const refused = await s.call('submitWhitelist', member, { body });
    expect(refused.statusCode).toBe(409);
    const [ticket] = await s.t.database.db.select().from(tickets).where(eq(tickets.userId, id));
    const { token } = await generate(String(ticket!.id));
    expect((await redeem(member, token!)).statusCode).toBe(200);
    const sent = await s.call('submitWhitelist', member, { body });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<MyApplication>().status).toBe('pending');
  });
});

function redeem(cookie: string, token: string) {
  return s.call('redeemToken', cookie, { body: { token } });
}
