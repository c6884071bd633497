import type { MemberEvent } from '@panel/contract/api/members';
import type { Executor } from '../../db/client';
import {
  actorOtherThan,
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { formatDateTimePtBr } from '../../http/format-date';
import { evidencePath } from './present';
import { findEvidenceOf, type EvidenceRow } from './repository/evidence';
import { findEntryEvents, type EntryEventRow } from './repository/member-events';

const liftTitles = {
  staff: 'Removido da blacklist',
  expiry: 'Saiu da blacklist: o prazo acabou',
  ticket: 'Removido da blacklist: ticket de revisão aprovado',
  appeal: 'Removido da blacklist: apelação aprovada',
} as const;

function addedEvent(row: EntryEventRow, evidence: readonly EvidenceRow[]) {
  const expiresAt = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    title: 'Adicionado à blacklist',
    tone: 'negative',
    actor: { id: row.added_by_id, name: row.added_by_name },
    detail: row.reason,
    fields: expiresAt ? [{ label: 'Expira em', value: formatDateTimePtBr(expiresAt) }] : [],
    // Purged files are gone; the permission-checked route serves the others.
    images: evidence
      .filter((file) => file.purgedAt === null)
      .map((file) => ({ url: evidencePath(file.id), name: file.fileName })),
  } satisfies Partial<MemberEvent>;
}

function liftedEvent(discordId: string, row: EntryEventRow) {
  const cause = row.lifted_by ?? 'staff';
  return {
    title: liftTitles[cause],
    tone: 'positive',
    actor:
      cause === 'expiry' ? null : actorOtherThan(discordId, row.removed_by_id, row.removed_by_name),
    detail: cause === 'expiry' ? null : row.removed_reason,
    fields: [],
    images: [],
  } satisfies Partial<MemberEvent>;
}

/**
 * The member's blacklist entries (type `player`, target their Discord id): each added, with its
 * evidence, and lifted (the member's file's timeline).
 */
export async function memberBlacklistEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findEntryEvents(db, query);
  const added = rows.filter((row) => row.step === 'added').map((row) => Number(row.id));
  const evidence = await findEvidenceOf(db, [...new Set(added)]);
  return rows.map((row) => ({
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `blacklist:${row.row_id}`,
      kind: 'blacklist',
      at: isoOfMicros(row.micros),
      ...(row.step === 'added'
        ? addedEvent(
            row,
            evidence.filter((file) => String(file.entryId) === row.id),
          )
        : liftedEvent(query.discordId, row)),
      // The blacklist page lists active entries; a lifted one is only here.
      href:
        row.removed_at === null
          ? pageLink('blacklist', { type: 'player', search: row.target })
          : null,
    },
  }));
}
