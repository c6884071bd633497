import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  applicationStatuses,
  type Answer,
  type ApplicationVoteKind,
  type WhitelistIdentity,
} from '@panel/contract/api/applications';
import { formTypes, triageResults } from '@panel/contract/api/forms';
import { appealSubjectKinds } from '@panel/contract/api/appeal-values';
import type { AppealSubject } from '@panel/contract/api/appeals';

/**
 * Where a decision was taken (`applications.decided_via`, checked by migrations 0051 and
 * 0054): the panel, Discord, or the form's automatic triage on submission.
 */
export const decisionSources = ['panel', 'discord', 'triage'] as const;
export type DecisionSource = (typeof decisionSources)[number];
import { users } from './users';

export type { ApplicationStatus } from '@panel/contract/api/applications';

/**
 * Answers are stored as a list with the question's text at the time of sending; entries
 * from before that (and the demo data) are an object keyed by question text. Readers
 * accept both.
 */
export type StoredAnswers = Answer[] | Record<string, string>;

/**
 * What an appeal is about, as it was when the member appealed (`applications.appeal`,
 * docs/decisions/2026-12-05-appeals.md). `original` keeps the rejected whitelist's decision,
 * which approving the appeal replaces, so undoing the approval puts it back.
 */
export interface StoredAppeal extends Omit<AppealSubject, 'id'> {
  id: number;
  original: {
    decidedAt: string | null;
    decidedById: string | null;
    decidedByName: string | null;
    decisionReason: string | null;
    decisionRequestId: string | null;
    decidedVia: DecisionSource | null;
  } | null;
}

/** One staff vote as stored (`applications.votes`); `requestId` finds it for "Desfazer". */
export interface StoredVote {
  staffId: string;
  staffName: string;
  vote: ApplicationVoteKind;
  reason: string | null;
  at: string;
  requestId: string | null;
}

/**
 * Whitelist requests and role applications ("inscrições"). A member has at most one
 * pending application per form; the partial unique index enforces it.
 */
export const applications = pgTable(
  'applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    form: text('form', { enum: formTypes }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** What name searches look in: the name lowercased, stored so filters skip `lower()`. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(username)`),
    avatarUrl: text('avatar_url'),
    /** The role applied for (insertions only). */
    roleName: text('role_name'),
    answers: jsonb('answers').$type<StoredAnswers>().notNull(),
    /** Step 1 of the whitelist wizard (whitelist entries only). */
    identity: jsonb('identity').$type<WhitelistIdentity>(),
    status: text('status', { enum: applicationStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: text('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
    /**
     * The request that decided it: its Discord effects carry the same id, so undoing the
     * decision finds and drops them (docs/decisions/2026-11-28-undo-decision.md).
     */
    decisionRequestId: text('decision_request_id'),
    /**
     * Where the decision was taken: the panel, or Discord (the review message's buttons); the
     * team's figures count both (docs/decisions/2026-12-05-team-analytics.md).
     */
    decidedVia: text('decided_via', { enum: decisionSources }),
    /**
     * The review channel's message with "Aprovar" / "Reprovar", once the bot posted it: edited
     * after every decision (docs/decisions/2026-11-28-decide-from-discord.md).
     */
    /**
     * "Revogar whitelist": an approved whitelist staff took back, kept beside the approval; its
     * request id finds its held effects for "Desfazer".
     */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: text('revoked_by_id'),
    revokedByName: text('revoked_by_name'),
    revokeReason: text('revoke_reason'),
    revokeRequestId: text('revoke_request_id'),
    reviewChannelId: text('review_channel_id'),
    reviewMessageId: text('review_message_id'),
    /**
     * The graded questions' score when sent (0–100 %) and its result against the form's pass
     * mark; null when nothing was graded (docs/decisions/2026-12-05-application-triage.md).
     */
    score: smallint('score'),
    triage: text('triage', { enum: triageResults }),
    /**
     * Staff votes, oldest first, kept on the row so the row's lock orders them: two votes at
     * once count one after the other, and the one reaching the form's count decides.
     */
    votes: jsonb('votes').$type<StoredVote[]>().notNull().default([]),
    /** The votes that decide, as the form asked when the application was sent. */
    approvalsRequired: smallint('approvals_required').notNull().default(1),
    rejectionsRequired: smallint('rejections_required').notNull().default(1),
    /**
     * Appeals only: what the appeal is about (a blacklist entry or a rejected whitelist, by id;
     * the pair counts the member's appeals about it) and its snapshot.
     */
    appealKind: text('appeal_kind', { enum: appealSubjectKinds }),
    appealSubjectId: bigint('appeal_subject_id', { mode: 'number' }),
    appeal: jsonb('appeal').$type<StoredAppeal>(),
  },
  (table) => [
    uniqueIndex('applications_one_pending_idx')
      .on(table.userId, table.form)
      .where(sql`${table.status} = 'pending'`),
    index('applications_form_status_created_idx').on(
      table.form,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('applications_decided_at_idx').on(table.form, table.status, table.decidedAt, table.id),
    // The review lists sorted by score ("Maior nota"), ungraded last.
    index('applications_score_idx').on(
      table.form,
      table.status,
      sql`${table.score} desc nulls last`,
      table.createdAt,
      table.id,
    ),
    // An appeal's limits: the member's appeals about one subject.
    index('applications_appeal_subject_idx')
      .on(table.appealKind, table.appealSubjectId, table.createdAt)
      .where(sql`${table.appealKind} is not null`),
    // Search by member id, "Minha Conta" and the reapply cooldown.
    index('applications_user_form_idx').on(table.userId, table.form, table.createdAt),
    // Substring search on the name in the staff lists, one index per status: a list always
    // shows one status, so a search reads that status' names only, not every application
    // (docs/performance.md#application-search). Written straight into the index (no
    // pending list waiting for vacuum): inserts are few, and searches stay as fast right after
    // a burst of applications.
    ...applicationStatuses.map((status) =>
      index(`applications_${status}_search_name_idx`)
        .using('gin', sql`${table.searchName} gin_trgm_ops`)
        .where(sql.raw(`status = '${status}'`))
        .with({ fastupdate: false }),
    ),
  ],
);

/**
 * Entries per form and status, kept exact by triggers on `applications` (migration
 * 0008), so the lists' totals cost the same at any size.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    form: text('form', { enum: formTypes }).notNull(),
    status: text('status', { enum: applicationStatuses }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /**
     * Goes up with every statement that adds, changes or removes an entry of this form and
     * status (1 when the row is created; no row reads as 0): the staff lists' pages are kept
     * in memory under it (migration 0025, docs/performance.md#kept-pages).
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.form, table.status] })],
);
