import type { BlacklistEntry } from '@panel/contract/api/blacklist';

/** "Nome (id)", or the id alone when no name is known. */
export function entryName({
  discordUsername,
  target,
}: Pick<BlacklistEntry, 'discordUsername' | 'target'>): string {
  return discordUsername ? `${discordUsername} (${target})` : target;
}
