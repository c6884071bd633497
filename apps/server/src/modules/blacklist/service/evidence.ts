import type { Database } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import type { FileStorage } from '../../../storage/file-storage';
import type { ServedFile } from '../../../storage/send-stored-file';
import { deleteStoredFiles, type CleanupLog } from '../../../storage/store-images';
import { recordAudit, type AuditContext } from '../../audit';
import { describeTarget, evidenceSnapshot } from '../present';
import { findEntry } from '../repository/entries';
import { findAvailableEvidence, markEvidencePurged } from '../repository/evidence';

/** The stored file of an evidence, unless it is unknown or was purged (404). */
export async function findEvidenceFile(db: Database, id: number): Promise<ServedFile> {
  const row = await findAvailableEvidence(db, id);
  if (!row) throw notFound('Evidência não encontrada.');
  return { key: row.storageKey, mimeType: row.mimeType, fileName: row.fileName, size: row.size };
}

/**
 * Whoever holds `purge_blacklist_evidence` (the route's access; the administrador by default)
 * deletes the evidence files of a removed entry (docs/decisions/2026-11-24-blacklist.md). The rows stay, marked
 * purged, so the history still says what there was; the files go after the commit (a failed
 * deletion is logged, never undone in the database). Nothing left to purge is no error.
 */
export async function purgeEvidence(
  deps: { db: Database; storage: FileStorage; log?: CleanupLog },
  entryId: number,
  audit: AuditContext,
  now = new Date(),
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId);
    if (!entry) throw notFound('Entrada não encontrada.');
    if (!entry.removedAt) {
      throw conflict('Remova a entrada da blacklist antes de apagar as evidências.');
    }
    const purged = await markEvidencePurged(tx, entryId, now);
    if (purged.length === 0) return [];
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'blacklist.purgeEvidence',
      target: entry.target,
      details: `Apagou ${purged.length} ${purged.length === 1 ? 'arquivo' : 'arquivos'} de evidência da entrada #${entry.id} (${describeTarget(entry)})`,
      before: { id: String(entry.id), evidences: evidenceSnapshot(purged) },
      after: { id: String(entry.id), evidences: [], purgedAt: now.toISOString() },
    });
    return purged.map((row) => row.storageKey);
  });
  await deleteStoredFiles(deps.storage, keys, deps.log);
}
