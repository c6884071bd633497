import type { GameIdentity, GameLinkResult } from '@panel/contract/api/game-servers';
import type { Database } from '../../../db/client';
import type { Member } from '../../../http/auth-context';
import { conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { presentIdentity } from '../present';
import {
  findIdentity,
  linkIdentifiers,
  listLinkedIdentities,
  markCodeUsed,
  takeCode,
  unlinkIdentityRow,
} from '../repository/identities';

/** `license:…` → `license`; a hardware token `n:hex` → `token`. */
const kindOf = (identifier: string) =>
  /^\d/.test(identifier) ? 'token' : identifier.slice(0, identifier.indexOf(':'));

/**
 * The member enters the request code a game server showed: the player's identifiers and tokens
 * become theirs. A code is used once; an account already linked to another member is refused.
 */
export function linkGameAccount(
  db: Database,
  member: Member,
  code: string,
  audit: AuditContext,
): Promise<GameLinkResult> {
  return db.transaction(async (tx) => {
    const found = await takeCode(tx, code);
    if (!found) {
      throw notFound(
        'Código não encontrado ou expirado. Conecte de novo no servidor para receber um código novo.',
      );
    }
    const { taken } = await linkIdentifiers(tx, {
      identifiers: found.identifiers,
      kinds: found.identifiers.map(kindOf),
      discordId: member.id,
      playerName: found.playerName,
    });
    if (taken.length > 0) {
      throw conflict(
        'Esta conta do jogo já está vinculada a outra conta do Discord. Fale com a equipe para desvincular.',
      );
    }
    await markCodeUsed(tx, found.code, member.id);
    const accounts = found.identifiers.filter((identifier) => kindOf(identifier) !== 'token');
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.link',
      target: member.id,
      details: `Vinculou a conta do jogo "${found.playerName}" (${accounts.join(', ') || 'tokens de hardware'}) ao Discord pelo código ${found.code}`,
      after: { code: found.code, serverId: String(found.serverId), identifiers: accounts },
    });
    return {
      message: 'Conta do jogo vinculada: conecte de novo no servidor para entrar.',
      playerName: found.playerName,
      serverName: found.serverName,
    };
  });
}

export async function listMemberIdentities(
  db: Database,
  discordId: string,
  audience: 'staff' | 'member',
): Promise<GameIdentity[]> {
  return (await listLinkedIdentities(db, discordId)).map((row) => presentIdentity(row, audience));
}

export function unlinkGameIdentity(db: Database, id: number, audit: AuditContext): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findIdentity(tx, id);
    if (!row?.discordId) throw notFound('Identidade do jogo não encontrada ou já desvinculada.');
    await unlinkIdentityRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.unlink',
      target: row.discordId,
      details: `Desvinculou ${row.kind === 'token' ? 'um token de hardware' : row.identifier} do membro ${row.discordId}`,
      before: { identifier: row.identifier, discordId: row.discordId },
    });
  });
}
