import { z } from 'zod';
import type { Database } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { holdAction, type ActionUndoer } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import {
  findIdentity,
  restoreIdentityLink,
  unlinkIdentityRow,
  type IdentityRow,
} from '../repository/identities';

/** What the undo of an unlink puts back: the link as it was (`gameServers.unlink`). */
const unlinkUndoSchema = z.object({
  identityId: z.number().int(),
  discordId: z.string(),
  linkedAt: z.string().nullable(),
  linkedByServerId: z.number().int().nullable(),
  namedBy: z.array(z.number().int()),
});
type UnlinkUndoSubject = z.infer<typeof unlinkUndoSchema>;

const identityText = (row: IdentityRow) =>
  row.kind === 'token' ? 'um token de hardware' : row.identifier;

/**
 * "Desvincular": the game identity no longer counts as the member's; whoever did it may undo it
 * for a few seconds (docs/decisions/2026-12-04-undoable-actions.md).
 */
export function unlinkGameIdentity(
  db: Database,
  id: number,
  audit: AuditContext,
  options: { undoMs: number } = { undoMs: 0 },
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findIdentity(tx, id);
    if (!row?.discordId) throw notFound('Identidade do jogo não encontrada ou já desvinculada.');
    await unlinkIdentityRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.unlink',
      target: row.discordId,
      details: `Desvinculou ${identityText(row)} do membro ${row.discordId}`,
      before: { identifier: row.identifier, discordId: row.discordId },
    });
    const subject: UnlinkUndoSubject = {
      identityId: row.id,
      discordId: row.discordId,
      linkedAt: row.linkedAt?.toISOString() ?? null,
      linkedByServerId: row.linkedByServerId,
      namedBy: row.namedBy,
    };
    await holdAction(tx, audit, { kind: 'gameServers.unlink', subject }, options);
  });
}

/**
 * Undoes an unlink (`gameServers.unlink`): the identity is the member's again, as it was.
 * Refused when it was linked to someone since (a request code, a join) or no longer exists.
 */
export const undoUnlink: ActionUndoer = async ({ tx, subject, audit }) => {
  const before = unlinkUndoSchema.parse(subject);
  const row = await findIdentity(tx, before.identityId);
  if (!row) throw conflict('Não é possível desfazer: esta conta do jogo não existe mais.');
  if (row.discordId !== null) {
    throw conflict(
      row.discordId === before.discordId
        ? 'Não é possível desfazer: esta conta do jogo já foi vinculada de novo ao membro.'
        : 'Não é possível desfazer: esta conta do jogo já foi vinculada a outro membro.',
    );
  }
  await restoreIdentityLink(tx, row.id, {
    discordId: before.discordId,
    linkedAt: before.linkedAt === null ? null : new Date(before.linkedAt),
    linkedByServerId: before.linkedByServerId,
    namedBy: before.namedBy,
  });
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'gameServers.unlink.undo',
    target: before.discordId,
    details: `Desfez a desvinculação de ${identityText(row)} do membro ${before.discordId}`,
    after: { identifier: row.identifier, discordId: before.discordId },
  });
};
