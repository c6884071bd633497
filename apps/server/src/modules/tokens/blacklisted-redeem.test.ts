import { blacklistMessages } from '@panel/contract/api/blacklist';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { redeemFailures } from '../../db/schema/tokens';
import { demoCodes } from '../../demo/demo-tickets';

const s = useTestApp({ signIn: ['moderador'] });

describe('a blacklisted member redeeming a code', () => {
  it('gets the blacklist message only for a code they could otherwise spend', async () => {
    const id = '790000000000000001';
    const cookie = await memberSession(s.t, id);
    const listed = await postEntry(s.t, s.as.moderador, { target: id, reason: 'Trapaça.' });
    expect(listed.statusCode).toBe(201);
    const redeem = (token: string) => s.call('redeemToken', cookie, { body: { token } });

    const spendable = await redeem(demoCodes.invite);
    expect(spendable.statusCode).toBe(403);
    expect(messageOf(spendable)).toBe(blacklistMessages.memberBlocked);

    const mistyped = await redeem('NAOEXISTE');
    expect(mistyped.statusCode).toBe(404);
    expect(messageOf(mistyped)).toMatch(/^Código não encontrado\./);
    const expired = await redeem(demoCodes.expired);
    expect(expired.statusCode).toBe(409);
    expect(messageOf(expired)).toBe('Este código está expirado.');
    const usedUp = await redeem(demoCodes.usedUp);
    expect(usedUp.statusCode).toBe(409);

    const failures = await s.t.database.db
      .select()
      .from(redeemFailures)
      .where(eq(redeemFailures.userId, id));
    expect(failures.map((row) => row.reason).sort()).toEqual(['expired', 'invalid', 'used']);
  });
});
