import { gameLinkCodeLifetimeMs } from '@panel/contract/api/game-servers';
import { demoIdentities } from '@panel/discord-local/identities';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { applications } from '../db/schema/applications';
import { auditLog } from '../db/schema/audit';
import { blacklistEntries } from '../db/schema/blacklist';
import { gameLinkCodes, gameServers } from '../db/schema/game-servers';
import {
  linkIdentifiers,
  newGameKey,
  recordJoins,
  refusalText,
  sortIdentifiers,
  type JoinRecord,
} from '../modules/game-servers';
import { demoGameCast, demoGameScript, type DemoJoin, type DemoLink } from './demo-game-players';
import { GameTimes } from './demo-game-times';

export const demoGameServerName = 'Cidade Alta RP';

const dayMs = 24 * 3_600_000;

/**
 * Where the texts a refused player read sent them: the address `npm start` opens. The demo's
 * own address is not known when it is seeded, and these are only shown to staff afterwards.
 */
const playerTexts = { publicUrl: new URL('http://localhost:3000'), inviteUrl: null };

async function whitelistOf(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ createdAt: applications.createdAt, decidedAt: applications.decidedAt })
    .from(applications)
    .where(and(eq(applications.form, 'whitelist'), eq(applications.userId, userId)));
  if (!row) throw new Error(`the demo has no whitelist request of ${userId}`);
  return { sent: row.createdAt, decided: row.decidedAt ?? row.createdAt };
}

async function bannedAt(tx: Transaction, target: string): Promise<Date> {
  const [row] = await tx
    .select({ createdAt: blacklistEntries.createdAt })
    .from(blacklistEntries)
    .where(eq(blacklistEntries.target, target));
  if (!row) throw new Error(`the demo's blacklist does not name ${target}`);
  return row.createdAt;
}

/** The join as the join check records it (`checkJoin`): the text the player read, the IP of a ban. */
function recordOf(serverId: number, join: DemoJoin): JoinRecord {
  const player = sortIdentifiers(join.player.identifiers, join.player.tokens);
  const requestCode = join.code?.code ?? null;
  return {
    serverId,
    playerName: join.player.name,
    player,
    discordId: join.memberId,
    outcome: join.reason === 'allowed' ? 'allowed' : 'refused',
    reason: join.reason,
    message:
      join.reason === 'allowed'
        ? null
        : refusalText(join.reason, playerTexts, { banKnown: false, requestCode }),
    requestCode,
    ip: join.reason === 'blacklisted' ? player.ip : null,
    banMatched: join.reason === 'blacklisted',
    writeIdentities: true,
  };
}

/** The request code the join showed, written as the join check writes it (and used, if it was). */
async function writeCode(tx: Transaction, serverId: number, join: DemoJoin): Promise<void> {
  if (!join.code) return;
  const player = sortIdentifiers(join.player.identifiers, join.player.tokens);
  const anchor = player.identities.find((item) => item.kind === 'license')?.identifier;
  if (!anchor) throw new Error('a demo player with a request code needs a licence');
  await tx.insert(gameLinkCodes).values({
    code: join.code.code,
    serverId,
    playerName: join.player.name,
    identifiers: player.identities.map((item) => item.identifier),
    anchor,
    createdAt: join.at,
    expiresAt: new Date(join.at.getTime() + gameLinkCodeLifetimeMs),
    usedAt: join.code.usedBy?.at ?? null,
    usedById: join.code.usedBy?.memberId ?? null,
  });
}

/** The member's code links the join's identifiers on every server, audited as the link service does. */
async function writeLink(tx: Transaction, serverId: number, link: DemoLink): Promise<void> {
  const player = sortIdentifiers(link.player.identifiers, link.player.tokens);
  const { taken } = await linkIdentifiers(tx, {
    identifiers: player.identities.map((item) => item.identifier),
    kinds: player.identities.map((item) => item.kind),
    discordId: link.memberId,
    playerName: link.player.name,
    serverId,
  });
  if (taken.length > 0) throw new Error(`the demo's game accounts are taken: ${taken.join(', ')}`);
  const accounts = player.identities
    .filter((item) => item.kind !== 'token')
    .map((item) => item.identifier);
  await tx.insert(auditLog).values({
    createdAt: link.at,
    actorId: link.memberId,
    actorName: link.memberName,
    actionType: 'update',
    action: 'gameServers.link',
    target: link.memberId,
    details: `Vinculou a conta do jogo "${link.player.name}" (${accounts.join(', ')}) ao Discord pelo código ${link.code}`,
    after: { code: link.code, serverId: String(serverId), identifiers: accounts },
  });
}

/**
 * The demo's game server, "Cidade Alta RP", with the whitelist mode the demo's whitelist works
 * in, and its last days of joins: recorded by the join check's own statement (which links the
 * identities and keeps the sightings the member's file compares) and then dated when they
 * happened. Its key is drawn as `createGameServer` draws one and shown to nobody; no game
 * database is connected.
 */
export async function seedDemoGame(tx: Transaction, now = new Date()): Promise<void> {
  const admin = demoIdentities[0];
  const { lucas, manuela, clara, davi, cheater } = demoGameCast;
  const serverCreatedAt = new Date(now.getTime() - 14 * dayMs);
  const key = newGameKey();
  const [server] = await tx
    .insert(gameServers)
    .values({
      name: demoGameServerName,
      keyHash: key.keyHash,
      keyPrefix: key.keyPrefix,
      whitelistMode: 'allowlist',
      createdById: admin.id,
      createdByName: admin.globalName,
      createdAt: serverCreatedAt,
    })
    .returning({ id: gameServers.id });
  if (!server) throw new Error('the demo game server was not written');
  await tx.insert(auditLog).values({
    createdAt: serverCreatedAt,
    actorId: admin.id,
    actorName: admin.globalName,
    actionType: 'create',
    action: 'gameServers.create',
    target: `game-server:${server.id}`,
    details: `Conectou o servidor de jogo "${demoGameServerName}" (chave ${key.keyPrefix}…)`,
    after: { name: demoGameServerName, keyPrefix: key.keyPrefix, whitelistMode: 'allowlist' },
  });

  const script = demoGameScript({
    now,
    serverCreatedAt,
    lucasApplied: (await whitelistOf(tx, lucas.id)).sent,
    manuelaApplied: (await whitelistOf(tx, manuela.id)).sent,
    claraApproved: (await whitelistOf(tx, clara.id)).decided,
    daviApproved: (await whitelistOf(tx, davi.id)).decided,
    cheaterBanned: await bannedAt(tx, cheater.id),
  });
  const times = new GameTimes(server.id);
  // One statement per join, oldest first, as the server asked: each join's links are the
  // ones the joins before it left.
  for (const event of script) {
    if (event.kind === 'link') {
      await writeLink(tx, server.id, event);
      times.linked(event);
      continue;
    }
    await writeCode(tx, server.id, event);
    await recordJoins(tx, [recordOf(server.id, event)]);
    times.joined(event);
  }
  await times.write(tx);
}
