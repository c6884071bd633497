import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import type { Executor } from '../../../db/client';
import { listReader, type ListPage } from '../../../db/list-page';
import { toEntry } from '../present';
import { findEntryPage, type EntryFilter, type EntryPageRow } from '../repository/entries';
import { findEvidenceOf, type EvidenceRow } from '../repository/evidence';

/**
 * Active entries, newest first, filtered by type and by a search over the target and the
 * player's names (snapshot and guild catalog), with the total of the filter; a search counts up
 * to its cap. Each entry comes with its evidence files, read for the page in one statement.
 */
const readEntries = listReader({
  name: 'blacklist',
  read: async (db, filter: EntryFilter & { now: Date }, range) => {
    const found = await findEntryPage(db, filter, range, filter.now);
    const evidence = await findEvidenceOf(
      db,
      found.rows.map(({ entry }) => entry.id),
    );
    const byEntry = new Map<number, EvidenceRow[]>();
    for (const row of evidence) {
      byEntry.set(row.entryId, [...(byEntry.get(row.entryId) ?? []), row]);
    }
    const rows = found.rows.map((row) => ({ ...row, evidence: byEntry.get(row.entry.id) ?? [] }));
    return { ...found, rows };
  },
  present: ({
    entry,
    evidence,
    memberName,
    memberAvatar,
  }: EntryPageRow & { evidence: EvidenceRow[] }) =>
    toEntry(entry, evidence, { catalogName: memberName, avatarUrl: memberAvatar }),
});

/** One page of the active entries, with the spec's shape (`data`, `total`). */
export async function listEntries(
  db: Executor,
  filter: EntryFilter,
  now = new Date(),
): Promise<ListPage<BlacklistEntry>> {
  return readEntries(db, { ...filter, now });
}
