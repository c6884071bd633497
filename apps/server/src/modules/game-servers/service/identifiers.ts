import {
  gameIdentifierPattern,
  hardwareTokenPattern,
  normalizeGameIdentifier,
  type StoredIdentityKind,
} from '@panel/contract/api/game-servers';

/** What a game server said about a player, sorted: the identities kept, the IP, the Discord id. */
export interface PlayerIdentity {
  /** Identifiers (lower-cased hex where FiveM writes hex) and hardware tokens; never the IP. */
  identities: { identifier: string; kind: StoredIdentityKind }[];
  /** The `ip:` identifier's address, used only on a join the blacklist refuses. */
  ip: string | null;
  /** From the `discord:` identifier, when FiveM gave one. */
  discordId: string | null;
}

/**
 * Which identifier names a player best, strongest first: the Rockstar license is one per game
 * copy; a hardware token may be shared (a family computer, a LAN house), so it never resolves a
 * member by itself.
 */
export const identityStrength: readonly StoredIdentityKind[] = [
  'discord',
  'license',
  'license2',
  'fivem',
  'steam',
  'xbl',
  'live',
];

const ipPattern = /^ip:([0-9a-fA-F.:]{2,45})$/;

/**
 * Sorts what FiveM gave (`GetPlayerIdentifiers`, `GetPlayerTokens`) into what the panel keeps.
 * Unknown or malformed entries are dropped rather than refused: a FiveM update adding a kind
 * must not lock players out. Hex identifiers are lower-cased so `steam:11000…` matches however
 * it was typed on a blacklist entry.
 */
export function sortIdentifiers(identifiers: string[], tokens: string[]): PlayerIdentity {
  const seen = new Set<string>();
  const identities: PlayerIdentity['identities'] = [];
  let ip: string | null = null;
  let discordId: string | null = null;
  for (const raw of identifiers) {
    const value = raw.trim();
    const address = ipPattern.exec(value);
    if (address) {
      ip ??= address[1] ?? null;
      continue;
    }
    if (!gameIdentifierPattern.test(value)) continue;
    const identifier = normalizeGameIdentifier(value);
    const kind = identifier.slice(0, identifier.indexOf(':')) as StoredIdentityKind;
    if (kind === 'discord') {
      const id = identifier.slice('discord:'.length);
      if (!/^\d{17,20}$/.test(id)) continue;
      discordId ??= id;
    }
    if (seen.has(identifier)) continue;
    seen.add(identifier);
    identities.push({ identifier, kind });
  }
  for (const raw of tokens) {
    const token = raw.trim().toLowerCase();
    if (!hardwareTokenPattern.test(token) || seen.has(token)) continue;
    seen.add(token);
    identities.push({ identifier: token, kind: 'token' });
  }
  return { identities, ip, discordId };
}

/**
 * The strongest identifier FiveM lists for the player (`GetPlayerIdentifiers`, so never a
 * hardware token): what the resource checks a player by before running their command.
 */
export function strongestIdentifier(identity: PlayerIdentity): string | null {
  for (const kind of identityStrength) {
    const found = identity.identities.find((item) => item.kind === kind);
    if (found) return found.identifier;
  }
  return identity.identities.find((item) => item.kind !== 'token')?.identifier ?? null;
}

/** The identifier a request code is tied to: the strongest the player has (tokens last). */
export function anchorOf(identity: PlayerIdentity): string | null {
  for (const kind of identityStrength) {
    const found = identity.identities.find((item) => item.kind === kind);
    if (found) return found.identifier;
  }
  return identity.identities[0]?.identifier ?? null;
}
