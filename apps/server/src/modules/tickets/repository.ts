import {
  takesUnlockCode,
  ticketTypes,
  type TicketType,
  type TranscriptMessage,
  type ticketListQuerySchema,
} from '@panel/contract/api/tickets';
import type { TokenType } from '@panel/contract/api/tokens';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { pageAndTotal, pageFingerprint, type FoundPage, type PageRange } from '../../db/list-page';
import { plannedOnce, preparedFor } from '../../db/prepared';
import { discordMembers } from '../../db/schema/discord';
import { memberFlags, tickets, ticketTranscripts } from '../../db/schema/tickets';
import { tokens } from '../../db/schema/tokens';
import { users } from '../../db/schema/users';
import type { Member } from '../../http/auth-context';
import type { TicketRow } from './present';

export type MemberFlags = typeof memberFlags.$inferSelect;

export async function findTicket(db: Executor, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row;
}

type TicketPageShape = 'all' | 'type' | 'status' | 'type-status';

function shapeCondition(shape: TicketPageShape) {
  return and(
    shape.startsWith('type') ? eq(tickets.ticketType, sql.placeholder('type')) : undefined,
    shape.endsWith('status') ? eq(tickets.status, sql.placeholder('status')) : undefined,
  );
}

function shapeOf(query: { type?: TicketType | undefined; status?: string | undefined }) {
  const { type, status } = query;
  return type && status ? 'type-status' : type ? 'type' : status ? 'status' : 'all';
}

/** The fingerprint of a window of the shape's tickets (`limit`, `offset`) and of their total. */
function ticketFingerprint(db: Executor, shape: TicketPageShape) {
  const where = shapeCondition(shape);
  return pageFingerprint(
    db
      .select({ id: tickets.id, xmin: sql`${tickets}.xmin`.as('xmin') })
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .getSQL(),
    db.select({ total: count() }).from(tickets).where(where).getSQL(),
  );
}

/**
 * A page of tickets, newest first, with the filter's total on each row and the page's
 * fingerprint, read in the same snapshot as the rows (`listReader`); one per filter shape.
 */
const ticketPage = preparedFor((db, shape: TicketPageShape) => {
  const where = shapeCondition(shape);
  return db
    .select({
      entry: tickets,
      total: sql<number>`(${db.select({ total: count() }).from(tickets).where(where)})`,
      version: ticketFingerprint(db, shape),
    })
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`tickets_page_${shape}`);
});

/** Read on every request of the list: planned once per shape, on PGlite too (`plannedOnce`). */
const ticketPageVersion = Object.fromEntries(
  (['all', 'type', 'status', 'type-status'] as const).map((shape) => [
    shape,
    plannedOnce<{ version: string }>(`tickets_page_version_${shape.replace('-', '_')}`, (db) =>
      db
        .select({ version: sql<string>`${ticketFingerprint(db, shape)}`.as('version') })
        .from(sql`(values (1)) as one (x)`),
    ),
  ]),
) as Record<TicketPageShape, ReturnType<typeof plannedOnce<{ version: string }>>>;

/** The fingerprint of a page of tickets and of the filter's total, as it is now (`listReader`). */
export async function findTicketPageVersion(
  db: Executor,
  query: z.output<typeof ticketListQuerySchema>,
): Promise<string> {
  const { type, status } = query;
  const offset = (query.page - 1) * query.limit;
  const [row] = await ticketPageVersion[shapeOf(query)](db, {
    type,
    status,
    limit: query.limit,
    offset,
  });
  return row?.version ?? '';
}

/**
 * One page of tickets, newest first, the total of the filter, and the page's fingerprint (`null`
 * for an empty page).
 */
export async function findTicketPage(
  db: Executor,
  query: z.output<typeof ticketListQuerySchema>,
  { offset, limit }: PageRange,
): Promise<FoundPage<TicketRow>> {
  const { type, status } = query;
  const page = await ticketPage(db, shapeOf(query)).execute({ type, status, limit, offset });
  const { rows, total } = await pageAndTotal(
    Promise.resolve(page),
    async () => {
      const where = and(
        type ? eq(tickets.ticketType, type) : undefined,
        status ? eq(tickets.status, status) : undefined,
      );
      return (await db.select({ total: count() }).from(tickets).where(where))[0]?.total ?? 0;
    },
    offset,
  );
  return { rows, total, fingerprint: page[0]?.version ?? null };
}

export function findMemberTickets(db: Executor, userId: string): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(100);
}

/** Inserts a pending ticket; `null` when the member already has a pending one of the type. */
export async function insertPendingTicket(
  db: Executor,
  member: Member,
  input: {
    type: TicketType;
    reason: string;
    reported?: { id: string; name: string } | null | undefined;
  },
): Promise<TicketRow | null> {
  const [row] = await db
    .insert(tickets)
    .values({
      userId: member.id,
      username: member.name,
      avatarUrl: member.avatarUrl,
      ticketType: input.type,
      reason: input.reason,
      channelStatus: 'pending',
      reportedUserId: input.reported?.id ?? null,
      reportedUsername: input.reported?.name ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Decides the ticket only if it is still pending, in one conditional UPDATE. */
export async function decidePendingTicket(
  db: Executor,
  id: number,
  decision: Pick<
    TicketRow,
    'status' | 'decidedAt' | 'decidedById' | 'decidedByName' | 'decisionReason'
  >,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(tickets)
    .set(decision)
    .where(and(eq(tickets.id, id), eq(tickets.status, 'pending')))
    .returning();
  return row;
}

const unlockTicketTypes = ticketTypes.filter(takesUnlockCode);

/** Stores the unlock code on a pending review ticket (`takesUnlockCode`) that has none yet. */
export async function attachUnlockCode(
  db: Executor,
  id: number,
  code: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(tickets)
    .set({ generatedToken: true, token: code })
    .where(
      and(
        eq(tickets.id, id),
        eq(tickets.status, 'pending'),
        eq(tickets.generatedToken, false),
        inArray(tickets.ticketType, unlockTicketTypes),
      ),
    )
    .returning();
  return row;
}

/** A deleted unlock code frees its pending ticket to get a new one. */
export async function releaseUnlockCode(db: Executor, ticketId: number): Promise<void> {
  await db
    .update(tickets)
    .set({ generatedToken: false, token: null })
    .where(and(eq(tickets.id, ticketId), eq(tickets.status, 'pending')));
}

/** Inserts an unused code (a `tokens` row); `null` when the drawn code is taken. */
export async function insertUnlockToken(
  db: Executor,
  values: {
    type: TokenType;
    token: string;
    discordId: string;
    ticketId: number;
    expiresAt: Date;
    createdById: string | null;
    createdByName: string;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(tokens)
    // Drawn by the panel: redeemed in any case (docs/decisions/2026-11-28-codes-case.md).
    .values({ ...values, maxUses: 1, generated: true })
    .onConflictDoNothing()
    .returning({ token: tokens.token });
  return row?.token ?? null;
}

/**
 * A member of the guild as the bot's catalog knows them now (bots left out), by the name the
 * server shows; `null` otherwise.
 */
export async function findGuildMember(db: Executor, userId: string): Promise<Member | null> {
  const [row] = await db
    .select({
      id: discordMembers.userId,
      name: sql<string>`coalesce(${discordMembers.nick}, ${discordMembers.globalName}, ${discordMembers.username})`,
      avatarUrl: discordMembers.avatarUrl,
    })
    .from(discordMembers)
    .where(
      and(
        eq(discordMembers.userId, userId),
        eq(discordMembers.inGuild, true),
        eq(discordMembers.bot, false),
      ),
    );
  return row ?? null;
}

/**
 * Gives a member of the catalog who never signed in their `users` row (their tickets belong to
 * it), from the catalog's names; their first sign-in refreshes it. Nothing when they have one.
 */
export async function ensureUserFromCatalog(db: Executor, userId: string): Promise<void> {
  await db.execute(
    sql`insert into ${users} (id, username, display_name, avatar_url)
        select user_id, username, global_name, avatar_url from ${discordMembers}
        where user_id = ${userId}
        on conflict (id) do nothing`,
  );
}

/** Removes a ticket still pending (an opening undone); none when it changed meanwhile. */
export async function deletePendingTicket(
  db: Executor,
  id: number,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .delete(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.status, 'pending')))
    .returning();
  return row;
}

export async function readMemberFlags(db: Executor, userId: string): Promise<MemberFlags | null> {
  const [row] = await db.select().from(memberFlags).where(eq(memberFlags.userId, userId));
  return row ?? null;
}

async function setFlags(
  db: Executor,
  userId: string,
  values: Partial<Omit<MemberFlags, 'userId'>>,
): Promise<void> {
  await db
    .insert(memberFlags)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberFlags.userId, set: values });
}

/** Puts the flags back as they were before a decision that is undone (none: no row then). */
export async function restoreMemberFlags(
  db: Executor,
  userId: string,
  flags: Omit<MemberFlags, 'userId'> | null,
): Promise<void> {
  if (flags) await setFlags(db, userId, flags);
  else await db.delete(memberFlags).where(eq(memberFlags.userId, userId));
}

/**
 * Locks a ticket `actorId` decided, to undo the decision; none when it is pending again or
 * someone else decided it.
 */
export async function lockDecidedTicket(
  db: Executor,
  id: number,
  actorId: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ne(tickets.status, 'pending'), eq(tickets.decidedById, actorId)))
    .for('update');
  return row;
}

/** The undone decision's ticket, pending again. */
export async function reopenTicket(db: Executor, id: number): Promise<TicketRow> {
  const [row] = await db
    .update(tickets)
    .set({
      status: 'pending',
      decidedAt: null,
      decidedById: null,
      decidedByName: null,
      decisionReason: null,
    })
    .where(eq(tickets.id, id))
    .returning();
  if (!row) throw new Error('the reopened ticket disappeared');
  return row;
}

/** Stops the member from redeeming codes until staff unlock them (review_token ticket). */
export const blockRedemption = (db: Executor, userId: string, now: Date) =>
  setFlags(db, userId, { redeemBlockedAt: now });

/** Lifts the block; failures before now stop counting towards a new one. */
export const liftRedemptionBlock = (db: Executor, userId: string, now: Date) =>
  setFlags(db, userId, { redeemBlockedAt: null, redeemUnblockedAt: now });

/** Rejections decided before this moment no longer hold back a new application. */
export const liftReapplyCooldown = (db: Executor, userId: string, now: Date) =>
  setFlags(db, userId, { cooldownLiftedAt: now });

/**
 * Keeps the channel the bot created for the ticket. Answers the ticket as it is now: an
 * UPDATE waits for a decision being committed on the same row, so a ticket decided while
 * its channel was being created is seen decided here (and its decision saw no channel).
 */
export async function keepTicketChannel(
  db: Executor,
  id: number,
  channelId: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(tickets)
    .set({ channelId, channelStatus: 'open', channelError: null })
    .where(eq(tickets.id, id))
    .returning();
  return row;
}

/** Why the ticket's channel could not be created or closed. */
export async function markTicketChannelFailed(
  db: Executor,
  id: number,
  error: string,
): Promise<void> {
  await db
    .update(tickets)
    .set({ channelStatus: 'failed', channelError: error })
    .where(eq(tickets.id, id));
}

/** The channel's conversation saved and the channel on its way out: the ticket's channel is closed. */
export async function saveTicketTranscript(
  db: Executor,
  id: number,
  transcript: { messages: TranscriptMessage[]; truncated: boolean },
): Promise<void> {
  await db
    .insert(ticketTranscripts)
    .values({ ticketId: id, ...transcript })
    .onConflictDoUpdate({
      target: ticketTranscripts.ticketId,
      set: { ...transcript, savedAt: sql`now()` },
    });
  await db
    .update(tickets)
    .set({ channelStatus: 'closed', channelError: null })
    .where(eq(tickets.id, id));
}

export async function findTicketTranscript(
  db: Executor,
  id: number,
): Promise<typeof ticketTranscripts.$inferSelect | undefined> {
  const [row] = await db.select().from(ticketTranscripts).where(eq(ticketTranscripts.ticketId, id));
  return row;
}
