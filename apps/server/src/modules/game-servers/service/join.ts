import { randomInt } from 'node:crypto';
import {
  gameLinkCodeAlphabet,
  gameLinkCodeLength,
  gameLinkCodeLifetimeMs,
  type GameJoinAnswer,
  type gameJoinBodySchema,
  gameDropHoldLabels,
  type GameDropHold,
  type GamePlayersAnswer,
  type GameJoinReason,
  type gamePlayersBodySchema,
} from '@panel/contract/api/game-servers';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { readBotStatus } from '../../../discord/gateway-status';
import { recordAudit, systemActor } from '../../audit';
import { decideJoin } from './decide';
import { guardDrops } from './drop-guard';
import { anchorOf, sortIdentifiers, strongestIdentifier, type PlayerIdentity } from './identifiers';
import { refusalText, type PlayerTextContext } from './messages';
import { keyMatches } from './game-key';
import type { GameKey } from '../game-key-auth';
import type { JoinBatches } from './join-batches';
import { findOpenCode, insertCode } from '../repository/identities';
import type { JoinFacts } from '../repository/joins';
import { upsertReportedPassports } from '../repository/databases';
import { replacePresence, type OnlineMember } from '../repository/presence';
import { setDropsHeld, touchServer, type GameServerRow } from '../repository/servers';

/** How often the game server reports who is online and hears whom to drop. */
export const playersReportMs = 5_000;

function drawCode(): string {
  let code = '';
  for (let i = 0; i < gameLinkCodeLength; i += 1) {
    code += gameLinkCodeAlphabet[randomInt(gameLinkCodeAlphabet.length)];
  }
  return code;
}

/** The player's open request code, or a new one valid 30 minutes. */
async function requestCodeFor(
  db: Database,
  server: { id: number },
  playerName: string,
  player: PlayerIdentity,
): Promise<string | null> {
  const anchor = anchorOf(player);
  if (!anchor) return null;
  const open = await findOpenCode(db, server.id, anchor);
  if (open) return open;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = drawCode();
    const inserted = await insertCode(db, {
      code,
      serverId: server.id,
      playerName,
      identifiers: player.identities.map((item) => item.identifier),
      anchor,
      expiresAt: new Date(Date.now() + gameLinkCodeLifetimeMs),
    });
    if (inserted) return code;
  }
  throw new Error('no free game link code after 8 draws');
}

/**
 * The join check: decided from the panel's database alone (no Discord call), recorded with its
 * outcome. A player without a linked Discord account, where the server needs one, gets a
 * request code to enter in the panel.
 */
export async function checkJoin(
  db: Database,
  request: {
    key: GameKey;
    refuse: () => Error;
    batches: JoinBatches;
    /** Told each decided check's reason and how long it took, in seconds. */
    decided?: (reason: GameJoinReason, seconds: number) => void;
  },
  body: z.output<typeof gameJoinBodySchema>,
  texts: PlayerTextContext,
): Promise<GameJoinAnswer> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const player = sortIdentifiers(body.identifiers, body.tokens);
  const playerName = body.name.trim() || 'Jogador sem nome';
  // The key's server and the join's facts in one statement (docs/decisions/2026-11-28-game-servers.md).
  const facts = await request.batches.facts.add({ keyHash: request.key.keyHash, player });
  const server = facts.server;
  if (!server || !keyMatches(request.key.apiKey, server.keyHash)) throw request.refuse();
  const reason = decideJoin(server, facts);
  if (reason === 'allowed') {
    await request.batches.log.add({
      serverId: server.id,
      serverName: server.name,
      playerName,
      player,
      discordId: facts.discordId,
      outcome: 'allowed',
      reason,
      message: null,
      requestCode: null,
      ip: null,
      banMatched: facts.banId !== null,
      writeIdentities: !facts.identitiesFresh,
    });
    request.decided?.(reason, seconds());
    return shownDiscordId(facts) ? { allow: true, discordId: facts.discordId } : { allow: true };
  }
  const requestCode =
    reason === 'unlinked' ? await requestCodeFor(db, server, playerName, player) : null;
  const message = refusalText(reason, texts, {
    banReason: facts.banReason,
    banExpiresAt: facts.banExpiresAt,
    banKnown: facts.banKnown,
    requestCode,
  });
  await request.batches.log.add({
    serverId: server.id,
    serverName: server.name,
    playerName,
    player,
    discordId: facts.discordId,
    outcome: 'refused',
    reason,
    message,
    requestCode,
    // An IP is personal data: kept only where it serves a ban (docs/decisions/2026-11-28-game-servers.md).
    ip: reason === 'blacklisted' ? player.ip : null,
    banMatched: facts.banId !== null,
    writeIdentities: !facts.identitiesFresh,
  });
  request.decided?.(reason, seconds());
  return {
    allow: false,
    reason: message,
    ...(requestCode && { requestCode }),
    ...(shownDiscordId(facts) && { discordId: facts.discordId }),
  };
}

/**
 * The member's Discord id when the answer may carry it: the server already knows it (its join
 * named it, or the link was made with it), so a key probing identifiers learns no one's.
 */
function shownDiscordId(facts: JoinFacts): facts is JoinFacts & { discordId: string } {
  return facts.discordId !== null && facts.discordIdKnown;
}

/**
 * The game server's report of who is online: stored as its player count and, for members
 * linked to Discord, as who is online where (the store's commands wait for them), and answered
 * with whom to drop now (blacklisted, or no longer let in by the server's mode).
 */
export async function reportPlayers(
  db: Database,
  server: GameServerRow,
  batches: JoinBatches,
  body: z.output<typeof gamePlayersBodySchema>,
  texts: PlayerTextContext,
): Promise<GamePlayersAnswer> {
  const players = body.players;
  const present = new Map<string, OnlineMember>();
  const passports: { discordId: string; passport: number }[] = [];
  const decided = await Promise.all(
    players.map(async (online) => {
      const player = sortIdentifiers(online.identifiers, online.tokens);
      const facts = await batches.facts.add({ keyHash: server.keyHash, player });
      const reason = decideJoin(server, facts);
      if (reason === 'allowed') {
        if (facts.discordId) {
          const license =
            player.identities.find((identity) => identity.kind === 'license')?.identifier ?? null;
          if (online.passport !== undefined) {
            passports.push({ discordId: facts.discordId, passport: online.passport });
          }
          present.set(facts.discordId, {
            discordId: facts.discordId,
            source: online.source,
            license,
            identifier: strongestIdentifier(player) ?? `discord:${facts.discordId}`,
          });
        }
        return null;
      }
      return { source: online.source, reason, facts };
    }),
  );
  const candidates = decided.filter((item) => item !== null);
  const catalogLive =
    candidates.length === 0 ||
    server.whitelistMode === 'off' ||
    server.whitelistMode === 'allowlist'
      ? true
      : (await readBotStatus(db)).online;
  const guarded = guardDrops(candidates, players.length, catalogLive);
  await Promise.all([
    touchServer(db, server.id, {
      playersOnline: players.length,
      ...(body.commandsAllowed !== undefined && { commandsAllowed: body.commandsAllowed }),
    }),
    replacePresence(db, server.id, [...present.values()]),
    upsertReportedPassports(db, server.id, passports),
    holdDrops(db, server, guarded.held, guarded.heldPlayers),
  ]);
  const drop = guarded.drop
    .map(({ source, reason, facts }) => ({
      source,
      reason: refusalText(reason, texts, {
        banReason: facts.banReason,
        banExpiresAt: facts.banExpiresAt,
        banKnown: facts.banKnown,
      }),
    }))
    .sort((a, b) => a.source - b.source);
  return { drop, nextReportMs: playersReportMs };
}

/**
 * Keeps whether the server's drops are held, auditing each start and end (not each report): staff see
 * on the server's page that the panel spared its players, and why.
 */
async function holdDrops(
  db: Database,
  server: GameServerRow,
  held: GameDropHold | null,
  players: number,
): Promise<void> {
  if (server.dropsHeld === held && (held === null || server.dropsHeldPlayers === players)) return;
  await db.transaction(async (tx) => {
    const kept = await setDropsHeld(tx, server.id, held, players);
    if (!kept || kept.before === held) return;
    await recordAudit(
      tx,
      { actor: systemActor, requestId: null, ip: null },
      {
        actionType: 'update',
        action: held ? 'gameServers.drops.held' : 'gameServers.drops.resumed',
        target: `game-server:${server.id}`,
        details: held
          ? `Suspendeu a desconexão de ${players} jogador(es) em "${server.name}": ${gameDropHoldLabels[held]}`
          : `Voltou a desconectar quem o painel não libera em "${server.name}"`,
        after: { held, players },
      },
    );
  });
}
