import type { Executor } from '../../../db/client';
import { findProfile, type ProfileRow } from '../repository/profile';

/** Discord's epoch (2015-01-01): a snowflake's top bits count milliseconds from it. */
const discordEpoch = 1_420_070_400_000n;

/** When the Discord account was made, read from its id. */
export function accountCreatedAt(discordId: string): string {
  return new Date(Number((BigInt(discordId) >> 22n) + discordEpoch)).toISOString();
}

export const isoOf = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The name staff know the member by: nick, else global name, else username; else the id. */
export function nameOf(profile: ProfileRow | null, discordId: string): string {
  return profile?.nick ?? profile?.global_name ?? profile?.username ?? discordId;
}

/** The member's name, for the sentences of the audit log. */
export async function memberName(db: Executor, discordId: string): Promise<string> {
  return nameOf(await findProfile(db, discordId), discordId);
}
