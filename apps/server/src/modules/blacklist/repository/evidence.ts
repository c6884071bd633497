import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { blacklistEvidence } from '../../../db/schema/blacklist';
import type { StoredImage } from '../../../storage/store-images';

export type EvidenceRow = typeof blacklistEvidence.$inferSelect;

export async function insertEvidence(
  db: Executor,
  entryId: number,
  images: readonly StoredImage[],
  uploader: { id: string | null; name: string },
  createdAt: Date,
): Promise<EvidenceRow[]> {
  if (images.length === 0) return [];
  return db
    .insert(blacklistEvidence)
    .values(
      images.map((image) => ({
        entryId,
        storageKey: image.key,
        fileName: image.fileName,
        mimeType: image.mimeType,
        size: image.size,
        width: image.width,
        height: image.height,
        sha256: image.sha256,
        uploadedById: uploader.id,
        uploadedByName: uploader.name,
        createdAt,
      })),
    )
    .returning();
}

/** The evidence of the given entries, in upload order. */
export function findEvidenceOf(db: Executor, entryIds: readonly number[]): Promise<EvidenceRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(blacklistEvidence)
    .where(inArray(blacklistEvidence.entryId, [...entryIds]))
    .orderBy(asc(blacklistEvidence.entryId), asc(blacklistEvidence.id));
}

/** An evidence whose file was not purged. */
export async function findAvailableEvidence(
  db: Executor,
  id: number,
): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .select()
    .from(blacklistEvidence)
    .where(and(eq(blacklistEvidence.id, id), isNull(blacklistEvidence.purgedAt)));
  return row;
}

/** Marks the entry's files purged (the rows stay for the history); returns those it marked. */
export function markEvidencePurged(
  db: Executor,
  entryId: number,
  purgedAt: Date,
): Promise<EvidenceRow[]> {
  return db
    .update(blacklistEvidence)
    .set({ purgedAt })
    .where(and(eq(blacklistEvidence.entryId, entryId), isNull(blacklistEvidence.purgedAt)))
    .returning();
}
