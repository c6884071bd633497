import type { MemberHistory } from '@panel/contract/api/member-history';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { blacklistEntries } from '../../db/schema/blacklist';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { defined } from '../../../test/defined';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds } from '../../../test/sign-in';

const member = '400000000000000011';
const stranger = '400000000000000012';
const ids = { pending: 0, rejected: 0, insertion: 0, strangers: 0 };
const day = 86_400_000;

const s = useTestApp({
  seed: false,
  signIn: ['suporte'],
  prepare: async () => {
    const db = s.t.database.db;
    await db.insert(users).values([
      {
        id: demoIds.suporte,
        username: 'suporte',
        displayName: 'Sofia Suporte',
        roleName: 'suporte',
      },
      { id: member, username: 'diego', displayName: 'Diego Rocha' },
      { id: stranger, username: 'outro' },
    ]);
    const entry = (values: Partial<typeof applications.$inferInsert>) => ({
      form: 'whitelist' as const,
      userId: member,
      username: 'Diego Rocha',
      answers: {},
      ...values,
    });
    const rows = await db
      .insert(applications)
      .values([
        entry({
          status: 'rejected',
          createdAt: new Date(Date.now() - 20 * day),
          decidedAt: new Date(Date.now() - 19 * day),
          decidedByName: 'Bruno Lima',
          decisionReason: 'Respostas curtas demais',
        }),
        entry({
          form: 'insertion',
          roleName: 'developer',
          createdAt: new Date(Date.now() - 5 * day),
        }),
        entry({ createdAt: new Date(Date.now() - day) }),
        entry({ userId: stranger, username: 'outro' }),
      ])
      .returning({ id: applications.id });
    const id = (index: number) => defined(rows[index]).id;
    Object.assign(ids, { rejected: id(0), insertion: id(1), pending: id(2), strangers: id(3) });
    await db.insert(tickets).values({
      userId: member,
      username: 'Diego Rocha',
      ticketType: 'review_form',
      reason: 'Quero entender a reprovação',
    });
  },
});

describe('GET /api/allowlists/:id/history', () => {
  it("lists the member's other applications with reasons, tickets and blacklist", async () => {
    const response = await s.call('allowlistHistory', s.as.suporte, {
      params: { id: ids.pending },
    });
    expect(response.statusCode).toBe(200);
    const history = response.json<MemberHistory>();
    expect(history.applications.map((row) => row.id)).toEqual([
      String(ids.insertion),
      String(ids.rejected),
    ]);
    expect(history.applications[1]).toMatchObject({
      form: 'whitelist',
      status: 'rejected',
      decidedBy: 'Bruno Lima',
      decisionReason: 'Respostas curtas demais',
    });
    expect(history.applications[0]).toMatchObject({ form: 'insertion', roleName: 'developer' });
    expect(history.tickets).toMatchObject([
      { ticketType: 'review_form', status: 'pending', reason: 'Quero entender a reprovação' },
    ]);
    expect(history).toMatchObject({ moreApplications: false, moreTickets: false });
    expect(history.blacklist).toBeNull();
  });

  it('shows the active blacklist entry of the member', async () => {
    await s.t.database.db.insert(blacklistEntries).values({
      type: 'player',
      target: member,
      reason: 'Metagaming em evento',
      addedByName: 'Bruno Lima',
      expiresAt: new Date(Date.now() + 10 * day),
    });
    const response = await s.call('allowlistHistory', s.as.suporte, {
      params: { id: ids.pending },
    });
    expect(response.json<MemberHistory>().blacklist).toMatchObject({
      reason: 'Metagaming em evento',
      expiresAt: expect.any(String),
    });
  });

  it('answers 404 for an entry of the other form or none, 400 for a bad id', async () => {
    const otherForm = await s.call('allowlistHistory', s.as.suporte, {
      params: { id: ids.insertion },
    });
    expect(otherForm.statusCode).toBe(404);
    expect(otherForm.json()).toMatchObject({ message: 'Solicitação não encontrada.' });
    expect(
      (await s.call('allowlistHistory', s.as.suporte, { params: { id: '999999' } })).statusCode,
    ).toBe(404);
    expect(
      (await s.call('allowlistHistory', s.as.suporte, { params: { id: 'abc' } })).statusCode,
    ).toBe(400);
    const insertion = await s.call('insertionHistory', s.as.suporte, {
      params: { id: ids.insertion },
    });
    expect(insertion.json<MemberHistory>().applications).toHaveLength(2);
  });

  it('shows a member with no past as empty lists', async () => {
    const response = await s.call('allowlistHistory', s.as.suporte, {
      params: { id: ids.strangers },
    });
    expect(response.json<MemberHistory>()).toEqual({
      applications: [],
      moreApplications: false,
      tickets: [],
      moreTickets: false,
      blacklist: null,
    });
  });
});
