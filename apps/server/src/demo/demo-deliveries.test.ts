import type { InsertionRole } from '@panel/contract/api/applications';
import { isGameIdentifierTarget } from '@panel/contract/api/blacklist';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/member-session';
import { demoIds, signIn } from '../../test/sign-in';
import { redeem } from '../../test/store-redeem';
import { useTestApp } from '../../test/use-test-app';
import { applications } from '../db/schema/applications';
import { blacklistEntries } from '../db/schema/blacklist';
import { voiceSegments, voiceTotals } from '../db/schema/calls';
import { outbox } from '../db/schema/deliveries';
import { pointsBalances, storeProducts, storePurchases } from '../db/schema/store';
import { memberFlags, tickets } from '../db/schema/tickets';
import { tokenRedemptions, tokens } from '../db/schema/tokens';
import { users } from '../db/schema/users';
import { communitySettingIds as roles } from '@panel/discord-local/community';
import { communityMembers, demoApplicants } from '@panel/discord-local/community-members';
import { ticketChannelHooks } from '../modules/tickets';
import { demoCodes } from './demo-tickets';
import { settleOutbox as settle } from '../../test/settle-outbox';

// The demo as `npm start` runs it: seeded, its local Discord, the discord.js bot on the gateway
// and the outbox worker. Every member the demo data names is on that Discord, so staff acting
// on the data gets everything delivered: a fresh demo shows no failed delivery.

// Staff actions are not held for an undo here: each is delivered as soon as it is done. The
// staff's history is there, as in demo mode.
const s = useTestApp({ gateway: true, teamHistory: true, env: { DECISION_UNDO_SECONDS: '0' } });

/** Delivers every due effect, and the DMs the tickets' channels queue, until none is left. */
const settleOutbox = () => settle(s.t, ticketChannelHooks);

const rolesOf = (userId: string) => [...(s.t.local.state.members.get(userId)?.roles ?? [])];
const withRole = (roleId: string) =>
  [...s.t.local.state.members].filter(([, member]) => member.roles.has(roleId)).map(([id]) => id);

/** Every Discord member id the demo's rows name: people, not servers or game identifiers. */
async function memberIdsOfDemoRows(): Promise<Set<string>> {
  const db = s.t.database.db;
  const columns = await Promise.all([
    db.select({ id: users.id }).from(users),
    db.select({ id: applications.userId }).from(applications),
    db.select({ id: applications.decidedById }).from(applications),
    db.select({ id: tickets.userId }).from(tickets),
    db.select({ id: memberFlags.userId }).from(memberFlags),
    db
      .select({ id: blacklistEntries.target })
      .from(blacklistEntries)
      .where(eq(blacklistEntries.type, 'player')),
    db.select({ id: blacklistEntries.addedById }).from(blacklistEntries),
    db.select({ id: voiceSegments.userId }).from(voiceSegments),
    db.select({ id: voiceTotals.userId }).from(voiceTotals),
    db.select({ id: pointsBalances.userId }).from(pointsBalances),
    db.select({ id: storePurchases.userId }).from(storePurchases),
    db.select({ id: tokens.discordId }).from(tokens),
    db.select({ id: tokens.createdById }).from(tokens),
    db.select({ id: tokenRedemptions.userId }).from(tokenRedemptions),
  ]);
  const effects = await db.select({ effect: outbox.effect }).from(outbox);
  return new Set([
    ...columns.flat().flatMap((row) => (row.id && !isGameIdentifierTarget(row.id) ? [row.id] : [])),
    ...effects.flatMap(({ effect }) => ('userId' in effect ? [effect.userId] : [])),
  ]);
}

describe('the demo on its local Discord', () => {
  it('names only members of the local Discord, with the roles its state gives them', async () => {
    const named = await memberIdsOfDemoRows();
    for (const applicant of demoApplicants) expect(named).toContain(applicant.id);
    const seeded = new Set(communityMembers.map((member) => member.id));
    expect([...named].filter((id) => !seeded.has(id))).toEqual([]);
    expect([...named].filter((id) => !s.t.local.state.members.has(id))).toEqual([]);

    const db = s.t.database.db;
    const listed = await db
      .select({ target: blacklistEntries.target })
      .from(blacklistEntries)
      .where(and(eq(blacklistEntries.type, 'player'), isNull(blacklistEntries.removedAt)));
    // Players known only by a game identifier are no member: no role to give.
    const members = listed.filter((row) => !isGameIdentifierTarget(row.target));
    expect(withRole(roles.blacklistRoleId).sort()).toEqual(members.map((row) => row.target).sort());
    const blocked = await db
      .select({ userId: memberFlags.userId })
      .from(memberFlags)
      .where(isNotNull(memberFlags.redeemBlockedAt));
    expect(withRole(roles.blockedRoleId).sort()).toEqual(blocked.map((row) => row.userId).sort());

    // A member's roles follow their latest whitelist request.
    const whitelist = await db
      .select()
      .from(applications)
      .where(eq(applications.form, 'whitelist'))
      .orderBy(applications.createdAt);
    for (const row of new Map(whitelist.map((r) => [r.userId, r])).values()) {
      if (row.status === 'pending') expect(rolesOf(row.userId)).toContain(roles.pendingRoleId);
      if (row.status === 'approved') expect(rolesOf(row.userId)).toContain(roles.allowListRoleId);
      if (row.status === 'rejected')
        expect(rolesOf(row.userId)).not.toContain(roles.allowListRoleId);
    }
  });

  it('delivers what it seeds, and every staff action on the demo data', async () => {
    const db = s.t.database.db;
    await settleOutbox();
    const seeded = await db.select().from(outbox);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.filter((row) => row.status !== 'delivered' && row.status !== 'skipped')).toEqual(
      [],
    );
    const admin = await signIn(s.t.app, demoIds.administrador);

    const pending = await db.select().from(applications).where(eq(applications.status, 'pending'));
    expect(pending).toHaveLength(15);
    for (const row of pending) {
      const approve = (
        {
          whitelist: 'approveAllowlist',
          insertion: 'approveInsertion',
          appeal: 'approveAppeal',
        } as const
      )[row.form];
      const approved = await s.call(approve, admin, {
        body: { userId: row.userId, id: String(row.id) },
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }

    const open = await db.select().from(tickets).where(eq(tickets.status, 'pending'));
    expect(open).toHaveLength(4);
    for (const ticket of open) {
      const approved = await s.call('approveTicket', admin, {
        params: { id: ticket.id },
        body: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }

    const listed = await db
      .select()
      .from(blacklistEntries)
      .where(isNull(blacklistEntries.removedAt));
    expect(listed.length).toBeGreaterThan(5);
    for (const entry of listed) {
      const removed = await s.call('removeBlacklist', admin, {
        params: { id: entry.id },
        body: {
          reason: 'Revisão da staff.',
        },
      });
      expect(removed.statusCode, removed.body).toBe(204);
    }

    // The member with the most points buys the role product; a member redeems the code that
    // gives a role.
    const [richest] = await db
      .select()
      .from(pointsBalances)
      .orderBy(desc(pointsBalances.points))
      .limit(1);
    const [roleProduct] = await db
      .select()
      .from(storeProducts)
      .where(eq(storeProducts.delivery, 'role'));
    const buyerId = richest?.userId ?? '';
    const buyerName = communityMembers.find((member) => member.id === buyerId)?.globalName;
    const buyer = await memberSession(s.t, buyerId, buyerName ?? undefined);
    const bought = await redeem(s.t, buyer, roleProduct?.id ?? 0, 'demo-compra-1');
    expect(bought.statusCode, bought.body).toBe(201);
    const diego = await signIn(s.t.app, demoIds.membro);
    const redeemed = await s.call('redeemToken', diego, { body: { token: demoCodes.invite } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    await settleOutbox();
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.filter((row) => !['delivered', 'skipped'].includes(row.status))).toEqual([]);
    expect(rows.filter((row) => row.status === 'failed')).toEqual([]);

    // What was delivered reached the members.
    for (const row of pending) {
      const granted = rolesOf(row.userId);
      if (row.form === 'whitelist' || row.appealKind === 'whitelist') {
        // An approved appeal against a rejected whitelist approves that whitelist.
        expect(granted).toContain(roles.allowListRoleId);
        expect(granted).not.toContain(roles.pendingRoleId);
      } else if (row.form === 'appeal') {
        expect(granted).not.toContain(roles.blacklistRoleId);
      } else {
        expect(granted).toContain(roles[`${row.roleName as InsertionRole}RoleId`]);
      }
    }
    expect(withRole(roles.blacklistRoleId)).toEqual([]);
    expect(withRole(roles.blockedRoleId)).toEqual([]);
    expect(rolesOf(buyerId)).toContain(roleProduct?.deliveryRoleId);
    expect(rolesOf(demoIds.membro)).toContain(roles.developerRoleId);
    const approvedInsertions = await db
      .select()
      .from(applications)
      .where(and(eq(applications.form, 'insertion'), eq(applications.status, 'approved')));
    const wereWaiting = new Set(pending.map((row) => row.id));
    expect(approvedInsertions.filter((row) => wereWaiting.has(row.id))).toHaveLength(6);
    const messaged = rows.flatMap(({ effect }) =>
      effect.type === 'member.directMessage' ? [effect.userId] : [],
    );
    expect(new Set(messaged)).toEqual(
      new Set([...pending.map((row) => row.userId), ...open.map((ticket) => ticket.userId)]),
    );
  });
});
