import type { BlacklistList } from '@panel/contract/api/blacklist';
import type { Executor } from '../../../db/client';
import { toEntry } from '../present';
import { findEntryPage, type EntryFilter } from '../repository/entries';
import { findEvidenceOf, type EvidenceRow } from '../repository/evidence';

/**
 * One page of the active entries, newest first, filtered by type and by a search over the
 * target and the player's names (snapshot and guild catalog), with the total of the filter.
 */
export async function listEntries(
  db: Executor,
  filter: EntryFilter,
  now = new Date(),
): Promise<BlacklistList> {
  const { rows, total } = await findEntryPage(db, filter, now);
  const evidence = await findEvidenceOf(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const byEntry = new Map<number, EvidenceRow[]>();
  for (const row of evidence) byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row]);
  return {
    data: rows.map(({ entry, memberName, memberAvatar }) =>
      toEntry(entry, byEntry.get(entry.id) ?? [], {
        catalogName: memberName,
        avatarUrl: memberAvatar,
      }),
    ),
    total,
  };
}
