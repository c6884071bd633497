import type { GameIdentity, GameLinkResult } from '@panel/contract/api/game-servers';
import type { Database } from '../../../db/client';
import type { Member } from '../../../http/auth-context';
import { conflict } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { presentIdentity } from '../present';
import { readJoinFacts } from '../repository/joins';
import { decideJoin } from './decide';
import { linkedText } from './messages';
import {
  kindOfIdentifier,
  linkIdentifiers,
  listLinkedIdentities,
  markCodeUsed,
  takeCode,
} from '../repository/identities';

const noSuchCode = {
  status: 404,
  text: 'Código não encontrado ou expirado. Conecte de novo no servidor para receber um código novo.',
};

/** Thrown inside the transaction when no valid code has the text the member typed. */
class NoSuchCode extends Error {}

/**
 * The failure counter and lock-out of the codes members type, which code redemption keeps
 * (tokens' `codeFailures`), given by the app: a request code is typed in the same place.
 */
export interface CodeLockout {
  isBlocked(memberId: string): Promise<boolean>;
  fail(
    member: Member,
    code: string,
    audit: AuditContext,
    shown: { status: number; text: string },
  ): Promise<Error>;
  blockedError(): Error;
}

/**
 * The member enters the request code a game server showed: the player's identifiers and tokens
 * become theirs, on every server (the member's own word is the second source a join's link
 * waits for). A code is used once; an account another member holds on every server is refused.
 * A code that is not found counts as a failed code like a mistyped redemption code: the same
 * counter per member, across their sessions, and the same lock-out (`lockout`).
 */
export async function linkGameAccount(
  db: Database,
  lockout: CodeLockout,
  member: Member,
  code: string,
  audit: AuditContext,
): Promise<GameLinkResult> {
  if (await lockout.isBlocked(member.id)) throw lockout.blockedError();
  try {
    return await linkByCode(db, member, code, audit);
  } catch (error) {
    if (!(error instanceof NoSuchCode)) throw error;
    throw await lockout.fail(member, code, audit, noSuchCode);
  }
}

function linkByCode(
  db: Database,
  member: Member,
  code: string,
  audit: AuditContext,
): Promise<GameLinkResult> {
  return db.transaction(async (tx) => {
    const found = await takeCode(tx, code);
    if (!found) throw new NoSuchCode();
    const { taken, replaced } = await linkIdentifiers(tx, {
      identifiers: found.identifiers,
      kinds: found.identifiers.map(kindOfIdentifier),
      discordId: member.id,
      playerName: found.playerName,
      serverId: found.serverId,
    });
    if (taken.length > 0) {
      throw conflict(
        'Esta conta do jogo já está vinculada a outra conta do Discord. Fale com a equipe para desvincular.',
      );
    }
    await markCodeUsed(tx, found.code, member.id);
    const accounts = found.identifiers.filter(
      (identifier) => kindOfIdentifier(identifier) !== 'token',
    );
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'gameServers.link',
      target: member.id,
      details: `Vinculou a conta do jogo "${found.playerName}" (${accounts.join(', ') || 'tokens de hardware'}) ao Discord pelo código ${found.code}`,
      // A link another member had from one server's joins alone is replaced: kept for staff.
      ...(replaced.length > 0 && { before: { replaced } }),
      after: { code: found.code, serverId: String(found.serverId), identifiers: accounts },
    });
    // What the member still needs on that server, decided as the next join will be.
    const [facts] = await readJoinFacts(tx, [
      {
        keyHash: found.serverKeyHash,
        player: {
          identities: found.identifiers.map((identifier) => ({
            identifier,
            kind: kindOfIdentifier(identifier),
          })),
          ip: null,
          discordId: member.id,
        },
      },
    ]);
    const next = facts?.server ? decideJoin(facts.server, facts) : 'allowed';
    return {
      message: linkedText(next, found.serverName),
      next,
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
