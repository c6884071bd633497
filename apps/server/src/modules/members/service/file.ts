import type { MemberFile, WhitelistStanding } from '@panel/contract/api/members';
import type { Database, Executor } from '../../../db/client';
import { latestWhitelist } from '../../applications';
import { activeBlacklistEntry } from '../../blacklist';
import { dutyStanding } from '../../duty';
import { memberGameStanding } from '../../game-servers';
import { balanceOf } from '../../store';
import { findMemberTickets } from '../../tickets';
import { findProfile, findRoles } from '../repository/profile';
import { findMemberTagRows } from '../repository/tags';
import { presentTag } from './tags';
import { accountCreatedAt, isoOf, nameOf } from './profile';
import { memberShared } from './shared';

/**
 * The file's first screen: who the member is, their standing in every area, their tags and
 * how many members share their game identifiers (docs/decisions/2026-12-05-member-file.md).
 * Any Discord id has a file: one the bot and the panel never saw has an empty one.
 */
export function readMemberFile(db: Database, discordId: string): Promise<MemberFile> {
  // One connection for the file's reads, and one snapshot of them all.
  return db.transaction((tx) => readFileIn(tx, discordId));
}

async function readFileIn(db: Executor, discordId: string): Promise<MemberFile> {
  // One connection runs one query at a time: awaited in turn.
  const profile = await findProfile(db, discordId);
  const whitelist = await latestWhitelist(db, discordId);
  const blacklist = await activeBlacklistEntry(db, discordId);
  const tickets = await findMemberTickets(db, discordId);
  const points = await balanceOf(db, discordId);
  const gameServers = await memberGameStanding(db, discordId);
  const duty = await dutyStanding(db, discordId);
  const tags = await findMemberTagRows(db, discordId);
  const shared = await memberShared(db, discordId);
  const roles = await findRoles(db, profile?.role_ids ?? []);
  return {
    id: discordId,
    name: nameOf(profile, discordId),
    username: profile?.username ?? null,
    avatarUrl: profile?.avatar_url ?? null,
    accountCreatedAt: accountCreatedAt(discordId),
    guild: profile?.seen_in_guild
      ? {
          inGuild: profile.in_guild === true,
          joinedAt: isoOf(profile.joined_at),
          leftAt: isoOf(profile.left_at),
          roles,
        }
      : null,
    voice: profile?.voice_channel_id
      ? { channelId: profile.voice_channel_id, channelName: profile.voice_channel_name }
      : null,
    panel:
      profile?.panel_created_at != null
        ? {
            roleName: profile.panel_role,
            firstSeenAt: new Date(profile.panel_created_at).toISOString(),
            lastSignInAt: isoOf(profile.last_sign_in_at),
          }
        : null,
    standing: {
      whitelist: {
        status: (whitelist?.status ?? 'none') satisfies WhitelistStanding,
        applicationId: whitelist ? String(whitelist.id) : null,
        at: whitelist ? (whitelist.decidedAt ?? whitelist.createdAt).toISOString() : null,
      },
      gameServers,
      blacklist: blacklist && {
        entryId: String(blacklist.id),
        reason: blacklist.reason,
        createdAt: blacklist.createdAt,
        expiresAt: blacklist.expiresAt,
      },
      openTickets: tickets
        .filter((ticket) => ticket.status === 'pending')
        .map((ticket) => ({
          id: String(ticket.id),
          ticketType: ticket.ticketType,
          createdAt: ticket.createdAt.toISOString(),
        })),
      points,
      duty,
    },
    tags: tags.map(presentTag),
    shared: {
      members: shared.length,
      blacklisted: shared.filter((member) => member.blacklisted).length,
    },
  };
}
