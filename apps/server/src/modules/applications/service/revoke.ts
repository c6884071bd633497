import type { Application } from '@panel/contract/api/applications';
import type { Database } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { gameDatabaseEffects } from '../../game-servers';
import { revocationEffects } from '../discord-effects';
import { toApplication } from '../present';
import { findApplication, revokeApprovedWhitelist } from '../repository/entries';

/**
 * "Revogar whitelist": staff take an approved whitelist back. In one transaction: the entry
 * becomes `revoked` (the approval is kept beside it), the audit entry, and the effects: the
 * whitelist role removed, `unwhitelist` written to every game database, the member told. The
 * join check no longer lets the member in, and the next players report drops them. Effects are
 * held for the undo window, so "Desfazer" (`undoDecision`) takes it back before anything is sent
 * (docs/decisions/2026-12-03-game-side-safety.md).
 */
export async function revokeWhitelist(
  db: Database,
  input: { id: string; reason: string },
  audit: AuditContext,
  options: { undoMs: number; now?: Date },
): Promise<Application> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await revokeApprovedWhitelist(tx, Number(input.id), {
      revokedAt: now,
      revokedById: audit.actor.id,
      revokedByName: audit.actor.name,
      revokeReason: input.reason,
      revokeRequestId: audit.requestId,
    });
    if (!row) {
      const found = await findApplication(tx, Number(input.id));
      if (found?.form !== 'whitelist') throw notFound('Whitelist não encontrada.');
      if (found.status === 'revoked') {
        throw conflict(
          `Esta whitelist já foi revogada${found.revokedByName ? ` por ${found.revokedByName}` : ''}. Atualize a lista.`,
        );
      }
      throw conflict('Só uma whitelist aprovada pode ser revogada.');
    }
    if (row.userId === audit.actor.id) {
      throw forbidden('Você não pode revogar a sua própria whitelist.');
    }
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'applications.whitelist.revoke',
      target: row.userId,
      details: `Revogou a whitelist de ${row.username} (${row.userId}): ${input.reason}`,
      before: { id: String(row.id), status: 'approved' },
      after: { id: String(row.id), status: 'revoked', reason: input.reason },
    });
    const effects = [
      ...revocationEffects(await readBotSettings(tx), row),
      ...(await gameDatabaseEffects(tx, row.userId, 'unwhitelist', `revogada: ${input.reason}`)),
    ];
    const heldUntil = options.undoMs > 0 ? new Date(now.getTime() + options.undoMs) : null;
    await enqueueEffects(tx, effects, audit.requestId, heldUntil);
    return toApplication(row);
  });
}
