import type { CallRules, ConnectedCalls } from '@panel/contract/api/calls';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { auditLog } from '../../db/schema/audit';
import { voiceSegments } from '../../db/schema/calls';
import { demoMembers } from '../../../test/demo-members';

/**
 * What counts as time in call (bot settings): saved, audited, and applied at once to who is
 * in voice. At start Júlia is alone in Hospital, so her time does not count.
 */

const s = useTestApp({ gateway: true, signIn: ['administrador'] });
const julia = demoMembers.julia;

const rules = async () => (await s.call('callRules', s.as.administrador)).json<CallRules>();
const save = (body: object) => s.call('updateCallRules', s.as.administrador, { body });
const rulesAudits = () =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'calls.rules'))
    .orderBy(desc(auditLog.id));
const segmentsOf = (userId: string) =>
  s.t.database.db
    .select()
    .from(voiceSegments)
    .where(eq(voiceSegments.userId, userId))
    .orderBy(asc(voiceSegments.id));

describe('the call rules', () => {
  it('count nothing special by default', async () => {
    expect(await rules()).toEqual({ countAlone: false, countAfk: false, countSelfDeaf: false });
  });

  it('are saved in part, audited, and split the open segments from now', async () => {
    const segments = await segmentsOf(julia);
    const before = segments.find((segment) => segment.endedAt === null);
    expect(before).toMatchObject({ counted: false, notCounted: 'alone' });

    const response = await save({ countAlone: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ countAlone: true, countAfk: false, countSelfDeaf: false });
    expect(await rules()).toEqual({ countAlone: true, countAfk: false, countSelfDeaf: false });
    const [entry] = await rulesAudits();
    expect(entry).toMatchObject({
      actionType: 'update',
      actorName: 'Ana Souza',
      details:
        'Alterou as regras do tempo em call: Contar o tempo de quem está sozinho no canal: sim',
      before: { countAlone: false },
      after: { countAlone: true },
    });

    // Answered after the split: the stay goes on, now counted.
    const after = await segmentsOf(julia);
    expect(after).toHaveLength(segments.length + 1);
    const closed = after.find((segment) => segment.id === before?.id);
    expect(closed).toMatchObject({ endReason: 'state', notCounted: 'alone' });
    expect(closed?.endedAt).not.toBeNull();
    const open = after.find((segment) => segment.endedAt === null);
    expect(open).toMatchObject({ counted: true, notCounted: null });
    expect(open?.sessionStartedAt).toEqual(before?.sessionStartedAt);
    const calls = (await s.call('connectedCalls', s.as.administrador)).json<ConnectedCalls>();
    expect(calls.data.find((row) => row.discordId === julia)?.notCounted).toBeNull();
  });

  it('keep what a save leaves out, and a save without change records nothing', async () => {
    const segments = (await segmentsOf(julia)).length;
    const response = await save({ countSelfDeaf: true });
    expect(response.json()).toEqual({ countAlone: true, countAfk: false, countSelfDeaf: true });
    expect(await rulesAudits()).toHaveLength(2);

    const same = await save({ countAlone: true, countSelfDeaf: true });
    expect(same.json()).toEqual({ countAlone: true, countAfk: false, countSelfDeaf: true });
    expect(await rulesAudits()).toHaveLength(2);
    expect(await segmentsOf(julia)).toHaveLength(segments);
  });

  it('are read only by who sees the bot settings, and changed only by who manages them', async () => {
    const moderador = await signIn(s.t.app, demoIds.moderador);
    expect((await s.call('callRules', moderador)).statusCode).toBe(403);
    const refused = await s.call('updateCallRules', moderador, {
      body: {
        countAfk: true,
      },
    });
    expect(refused.statusCode).toBe(403);
    expect((await rules()).countAfk).toBe(false);
  });
});
