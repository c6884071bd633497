import { createHash } from 'node:crypto';
import type { GameJoinReason } from '@panel/contract/api/game-servers';
import { demoApplicants, demoListedPlayers } from '@panel/discord-local/community-members';

/** Hex digits from a fixed seed: the same identifiers on every install, like no real player's. */
const hex = (seed: string, length: number) =>
  createHash('sha256').update(`demo-game:${seed}`).digest('hex').slice(0, length);

const license = (seed: string) => `license:${hex(seed, 40)}`;
const steam = (seed: string) => `steam:11000010${hex(seed, 7)}`;
/** A hardware token as FiveM's `GetPlayerTokens` gives it. */
const token = (seed: string) => `3:${hex(seed, 64)}`;
/** Addresses of the documentation range (RFC 5737): nobody's. */
const ip = (n: number) => `ip:203.0.113.${n}`;

/** What the FiveM resource sends for a player: `GetPlayerIdentifiers` and `GetPlayerTokens`. */
export interface DemoPlayer {
  name: string;
  identifiers: string[];
  tokens: string[];
}

const applicant = (index: number) => {
  const found = demoApplicants[index];
  if (!found) throw new Error('the demo community lacks its applicants');
  return found;
};

/**
 * Who plays on the demo's game server: Lucas (watched, whitelist pending), Manuela (pending)
 * on the PC a blacklisted cheater used, Clara and Davi (approved) sharing a Steam account,
 * Davi linked by the request code the server showed him.
 */
export const demoGameCast = {
  lucas: applicant(0),
  manuela: applicant(1),
  clara: applicant(11),
  davi: applicant(12),
  cheater: demoListedPlayers.cheater,
};

const { lucas, manuela, clara, davi, cheater } = demoGameCast;

/** The PC the cheater played on, and Manuela after the ban. */
const sharedPc = token('shared-pc');
/** The Steam account Clara and Davi both play with. */
const sharedSteam = steam('shared-steam');

export const demoGamePlayers = {
  lucas: {
    name: 'Lucas_Moura',
    identifiers: [`discord:${lucas.id}`, license('lucas'), steam('lucas'), ip(21)],
    tokens: [token('lucas-pc')],
  },
  manuela: {
    name: 'Manu_Gomes',
    identifiers: [`discord:${manuela.id}`, license('manuela'), ip(66)],
    tokens: [sharedPc, token('manuela-pc')],
  },
  cheater: {
    name: 'Sombra_77',
    identifiers: [`discord:${cheater.id}`, license('cheater'), ip(66)],
    tokens: [sharedPc],
  },
  // Davi plays with Discord closed: the server knows him by his licence once he linked it.
  davi: {
    name: 'Davi_Gomes',
    identifiers: [license('davi'), sharedSteam, ip(40)],
    tokens: [token('davi-pc')],
  },
  clara: {
    name: 'Clara_Teixeira',
    identifiers: [`discord:${clara.id}`, license('clara'), sharedSteam, ip(41)],
    tokens: [token('clara-pc')],
  },
  stranger: {
    name: 'Forasteiro',
    identifiers: [license('stranger'), ip(90)],
    tokens: [token('stranger-pc')],
  },
} satisfies Record<string, DemoPlayer>;

/** A join as the server decided it: for whom (null: no member known) and why. */
export interface DemoJoin {
  kind: 'join';
  at: Date;
  player: DemoPlayer;
  memberId: string | null;
  reason: GameJoinReason;
  /** The request code shown, and who entered it in the panel, when. */
  code?: { code: string; usedBy?: { memberId: string; at: Date } };
}

/** A member entering the request code in the panel: the join's identifiers become theirs. */
export interface DemoLink {
  kind: 'link';
  at: Date;
  player: DemoPlayer;
  memberId: string;
  memberName: string;
  code: string;
}

const minuteMs = 60_000;

/** The moment `fraction` of the way from `from` to `to`. */
const between = (from: Date, to: Date, fraction: number) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
const later = (a: Date, b: Date) => (a > b ? a : b);
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** When the demo's other seeds say each player's story starts. */
export interface DemoGameMoments {
  now: Date;
  serverCreatedAt: Date;
  lucasApplied: Date;
  manuelaApplied: Date;
  claraApproved: Date;
  daviApproved: Date;
  cheaterBanned: Date;
}

/**
 * The server's joins and links, oldest first, each placed after what decided it (an application
 * sent or approved, a ban), so the reasons are the ones the join check gives.
 */
export function demoGameScript(m: DemoGameMoments): (DemoJoin | DemoLink)[] {
  const p = demoGamePlayers;
  const join = (
    at: Date,
    player: DemoPlayer,
    memberId: string | null,
    reason: GameJoinReason,
  ): DemoJoin => ({ kind: 'join', at, player, memberId, reason });
  const cheaterTries = [0.3, 0.6].map((f) => between(m.cheaterBanned, m.now, f));
  // Manuela shows up on the cheater's PC after the ban.
  const manuelaFrom = later(m.manuelaApplied, cheaterTries[1] ?? m.now);
  const daviFirst = between(m.daviApproved, m.now, 0.1);
  const daviLinked = plus(daviFirst, 6 * minuteMs);
  const claraFrom = later(m.claraApproved, daviLinked);
  const events: (DemoJoin | DemoLink)[] = [
    ...cheaterTries.map((at) => join(at, p.cheater, cheater.id, 'blacklisted')),
    ...[0.35, 0.8].map((f) =>
      join(between(manuelaFrom, m.now, f), p.manuela, manuela.id, 'whitelist_pending'),
    ),
    ...[0.2, 0.55, 0.9].map((f) =>
      join(between(m.lucasApplied, m.now, f), p.lucas, lucas.id, 'whitelist_pending'),
    ),
    {
      ...join(daviFirst, p.davi, null, 'unlinked'),
      code: { code: 'K7M3Q', usedBy: { memberId: davi.id, at: daviLinked } },
    },
    {
      kind: 'link',
      at: daviLinked,
      player: p.davi,
      memberId: davi.id,
      memberName: davi.globalName,
      code: 'K7M3Q',
    },
    join(plus(daviLinked, 2 * minuteMs), p.davi, davi.id, 'allowed'),
    ...[0.5, 0.85].map((f) => join(between(m.daviApproved, m.now, f), p.davi, davi.id, 'allowed')),
    ...[0.25, 0.6, 0.95].map((f) =>
      join(between(claraFrom, m.now, f), p.clara, clara.id, 'allowed'),
    ),
    {
      ...join(between(m.serverCreatedAt, m.now, 0.7), p.stranger, null, 'unlinked'),
      code: { code: 'R4T8W' },
    },
  ];
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
