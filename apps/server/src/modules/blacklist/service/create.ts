import { blacklistMessages, type BlacklistEntry } from '@panel/contract/api/blacklist';
import type { Database, Transaction } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict } from '../../../http/errors';
import type { FileStorage } from '../../../storage/file-storage';
import type { ImageUpload } from '../../../storage/image-upload';
import { withStoredImages, type CleanupLog, type StoredImage } from '../../../storage/store-images';
import { holdAction } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import type { EntryUndoSubject } from './undo';
import { readBotSettings } from '../../bot-settings';
import { entryAddedEffects } from '../discord-effects';
import { describeTarget, entrySnapshot, evidenceSnapshot, toEntry } from '../present';
import { findKnownMember, insertActiveEntry, type EntryRow } from '../repository/entries';
import { insertEvidence } from '../repository/evidence';
import { queueAdded } from '../webhook-events';
import { liftExpiredIn } from './expiry';
import { banEffects } from './game-bans';
import { parseEntryFields, type EntryFields } from './fields';

/** The audit entry's sentence for a new entry (the demo's history uses it too). */
export function entryAddedDetails(
  row: Pick<EntryRow, 'type' | 'target' | 'discordUsername' | 'reason'>,
) {
  return `Adicionou ${describeTarget(row)} à blacklist: ${row.reason}`;
}

async function recordEntry(
  tx: Transaction,
  fields: EntryFields,
  stored: StoredImage[],
  audit: AuditContext,
  now: Date,
  undoMs: number,
): Promise<BlacklistEntry> {
  // An expired entry the worker has not lifted yet must not hold the target. Its role removal
  // is not queued: the new entry gives the role back in this transaction.
  await liftExpiredIn(
    tx,
    now,
    { type: fields.type, target: fields.target },
    { discordEffects: false },
  );
  const member = fields.type === 'player' ? await findKnownMember(tx, fields.target) : undefined;
  const row = await insertActiveEntry(tx, {
    type: fields.type,
    target: fields.target,
    reason: fields.reason,
    discordUsername: fields.discordUsername ?? member?.catalogName ?? member?.panelName ?? null,
    addedById: audit.actor.id,
    addedByName: audit.actor.name,
    createdAt: now,
    expiresAt: fields.expiresAt,
  });
  if (!row) throw conflict(blacklistMessages.alreadyListed);
  const evidence = await insertEvidence(tx, row.id, stored, audit.actor, now);
  await recordAudit(tx, audit, {
    actionType: 'create',
    action: 'blacklist.add',
    target: row.target,
    details: entryAddedDetails(row),
    after: { ...entrySnapshot(row), evidences: evidenceSnapshot(evidence) },
  });
  await queueAdded(tx, [row], audit.actor);
  const subject: EntryUndoSubject = { entryId: row.id };
  const heldUntil = await holdAction(
    tx,
    audit,
    { kind: 'blacklist.add', subject },
    { undoMs, now },
  );
  await enqueueEffects(
    tx,
    [
      ...entryAddedEffects(await readBotSettings(tx), row),
      ...(await banEffects(tx, row, 'ban', row.reason)),
    ],
    audit.requestId,
    heldUntil,
  );
  return toEntry(row, evidence, member);
}

/**
 * Adds an entry with its evidence. Files first, then one transaction (the entry, its evidence
 * rows, the audit entry and the Discord effects); when the transaction fails, the stored files
 * are deleted again. A target already listed gets 409, also when two staff members add it at
 * once (the partial unique index decides). Whoever added it may undo it for `undoMs`
 * (`blacklist.add`), its effects held as long.
 */
export async function createEntry(
  deps: { db: Database; storage: FileStorage; log?: CleanupLog },
  upload: ImageUpload,
  audit: AuditContext,
  options: { undoMs: number; now?: Date } = { undoMs: 0 },
): Promise<BlacklistEntry> {
  const now = options.now ?? new Date();
  const fields = parseEntryFields(upload.fields, now);
  return await withStoredImages(
    deps.storage,
    upload.images,
    (stored) =>
      deps.db.transaction((tx) => recordEntry(tx, fields, stored, audit, now, options.undoMs)),
    deps.log,
  );
}
