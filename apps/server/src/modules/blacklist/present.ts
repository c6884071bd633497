import {
  blacklistTypeLabels,
  type BlacklistEntry,
  type BlacklistEvidence,
} from '@panel/contract/api/blacklist';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import type { EntryRow } from './repository/entries';
import type { EvidenceRow } from './repository/evidence';

/** The evidence file's address: the permission-checked route, never a public URL. */
export function evidencePath(id: number): string {
  return blacklistEndpoints.blacklistEvidence.path.replace(':evidenceId', String(id));
}

export function toEvidence(row: EvidenceRow): BlacklistEvidence {
  return {
    id: String(row.id),
    url: evidencePath(row.id),
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    available: row.purgedAt === null,
  };
}

/** The player's name in the guild catalog now, and an avatar, when known. */
export interface MemberView {
  catalogName: string | null;
  avatarUrl: string | null;
}

/** An entry as the list shows it: the catalog's current name wins over the snapshot. */
export function toEntry(
  row: EntryRow,
  evidence: readonly EvidenceRow[],
  member: MemberView | undefined,
): BlacklistEntry {
  return {
    id: String(row.id),
    type: row.type,
    target: row.target,
    reason: row.reason,
    discordUsername: member?.catalogName ?? row.discordUsername,
    avatarUrl: member?.avatarUrl ?? null,
    evidences: evidence.map(toEvidence),
    addedBy: { id: row.addedById, name: row.addedByName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** "o jogador Ana Souza (1000…)" or "o servidor 9000…", for audit sentences. */
export function describeTarget(row: Pick<EntryRow, 'type' | 'target' | 'discordUsername'>) {
  const label = blacklistTypeLabels[row.type].toLowerCase();
  const name = row.type === 'player' && row.discordUsername ? `${row.discordUsername} ` : '';
  return `o ${label} ${name}(${row.target})`;
}

/** The audit log's before/after view of an entry. */
export function entrySnapshot(row: EntryRow) {
  return {
    id: String(row.id),
    type: row.type,
    target: row.target,
    reason: row.reason,
    discordUsername: row.discordUsername,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    removedAt: row.removedAt?.toISOString() ?? null,
    removedBy: row.removedByName,
    removedReason: row.removedReason,
    liftedBy: row.liftedBy,
  };
}

/** The audit log's `before` of a removal: the entry as it was while active. */
export function activeSnapshot(row: EntryRow) {
  return entrySnapshot({
    ...row,
    removedAt: null,
    removedByName: null,
    removedReason: null,
    liftedBy: null,
  });
}

/** What the audit log keeps of each file: enough to recognise it, never the file. */
export function evidenceSnapshot(rows: readonly EvidenceRow[]) {
  return rows.map((row) => ({
    id: String(row.id),
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    sha256: row.sha256,
  }));
}
