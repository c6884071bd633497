import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  discordChannels,
  discordGuild,
  discordMembers,
  discordRoles,
  discordVoiceStates,
} from '../db/schema/discord';

export type CatalogGuild = Omit<typeof discordGuild.$inferInsert, 'updatedAt'>;
export type CatalogRole = Omit<typeof discordRoles.$inferInsert, 'updatedAt'>;
export type CatalogChannel = Omit<typeof discordChannels.$inferInsert, 'updatedAt'>;
export type CatalogMember = Omit<
  typeof discordMembers.$inferInsert,
  'updatedAt' | 'inGuild' | 'leftAt'
>;
export type CatalogVoiceState = Omit<typeof discordVoiceStates.$inferInsert, 'updatedAt'>;

export interface CatalogSnapshot {
  guild: CatalogGuild;
  roles: CatalogRole[];
  channels: CatalogChannel[];
  members: CatalogMember[];
  voiceStates: CatalogVoiceState[];
}

const now = sql`now()`;

/** The `set` of an upsert where the listed columns take the proposed row's values. */
function takeProposed<T extends Record<string, { name: string }>>(columns: T) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as Record<keyof T, SQL>;
}

export async function upsertGuild(db: Executor, guild: CatalogGuild): Promise<void> {
  await db
    .insert(discordGuild)
    .values(guild)
    .onConflictDoUpdate({ target: discordGuild.id, set: { ...guild, updatedAt: now } });
}

export async function upsertRoles(db: Executor, roles: CatalogRole[]): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insert(discordRoles)
    .values(roles)
    .onConflictDoUpdate({
      target: discordRoles.id,
      set: {
        ...takeProposed({
          name: discordRoles.name,
          color: discordRoles.color,
          position: discordRoles.position,
          permissions: discordRoles.permissions,
          managed: discordRoles.managed,
        }),
        updatedAt: now,
      },
    });
}

/** A deleted role is gone from every member too (Discord sends no member updates for it). */
export async function deleteRole(db: Executor, roleId: string): Promise<void> {
  await db.delete(discordRoles).where(eq(discordRoles.id, roleId));
  await db
    .update(discordMembers)
    .set({ roleIds: sql`array_remove(${discordMembers.roleIds}, ${roleId})`, updatedAt: now })
    .where(sql`${roleId} = any(${discordMembers.roleIds})`);
}

export async function upsertChannels(db: Executor, channels: CatalogChannel[]): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insert(discordChannels)
    .values(channels)
    .onConflictDoUpdate({
      target: discordChannels.id,
      set: {
        ...takeProposed({
          name: discordChannels.name,
          type: discordChannels.type,
          parentId: discordChannels.parentId,
          position: discordChannels.position,
          permissionOverwrites: discordChannels.permissionOverwrites,
        }),
        updatedAt: now,
      },
    });
}

export async function deleteChannel(db: Executor, channelId: string): Promise<void> {
  await db.delete(discordChannels).where(eq(discordChannels.id, channelId));
}

export async function upsertMembers(db: Executor, members: CatalogMember[]): Promise<void> {
  // Large guilds: a few thousand rows per statement keeps under PostgreSQL's parameter limit.
  for (let start = 0; start < members.length; start += 2000) {
    await db
      .insert(discordMembers)
      .values(
        members.slice(start, start + 2000).map((m) => ({ ...m, inGuild: true, leftAt: null })),
      )
      .onConflictDoUpdate({
        target: discordMembers.userId,
        set: {
          ...takeProposed({
            username: discordMembers.username,
            globalName: discordMembers.globalName,
            nick: discordMembers.nick,
            avatarUrl: discordMembers.avatarUrl,
            bot: discordMembers.bot,
            roleIds: discordMembers.roleIds,
            joinedAt: discordMembers.joinedAt,
          }),
          inGuild: true,
          leftAt: null,
          updatedAt: now,
        },
      });
  }
}

export interface DepartedMember {
  userId: string;
  name: string;
}

/** Marks members as gone; returns those who were in the guild until now. */
export async function markMembersLeft(db: Executor, userIds: string[]): Promise<DepartedMember[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(discordMembers)
    .set({ inGuild: false, leftAt: now, roleIds: [], updatedAt: now })
    .where(and(inArray(discordMembers.userId, userIds), eq(discordMembers.inGuild, true)))
    .returning({
      userId: discordMembers.userId,
      name: sql<string>`coalesce(${discordMembers.globalName}, ${discordMembers.username})`,
    });
  await db.delete(discordVoiceStates).where(inArray(discordVoiceStates.userId, userIds));
  return rows;
}

export async function setVoiceState(
  db: Executor,
  userId: string,
  state: CatalogVoiceState | null,
): Promise<void> {
  if (!state) {
    await db.delete(discordVoiceStates).where(eq(discordVoiceStates.userId, userId));
    return;
  }
  await db
    .insert(discordVoiceStates)
    .values(state)
    .onConflictDoUpdate({ target: discordVoiceStates.userId, set: { ...state, updatedAt: now } });
}

/**
 * Replaces the catalog with a full view of the guild (after READY): what is not in the
 * snapshot is gone. Returns the members who left while the bot was not looking.
 */
export async function replaceCatalog(
  db: Executor,
  snapshot: CatalogSnapshot,
): Promise<DepartedMember[]> {
  await upsertGuild(db, snapshot.guild);
  const roleIds = snapshot.roles.map((role) => role.id);
  await db
    .delete(discordRoles)
    .where(roleIds.length ? notInArray(discordRoles.id, roleIds) : sql`true`);
  await upsertRoles(db, snapshot.roles);
  const channelIds = snapshot.channels.map((channel) => channel.id);
  await db
    .delete(discordChannels)
    .where(channelIds.length ? notInArray(discordChannels.id, channelIds) : sql`true`);
  await upsertChannels(db, snapshot.channels);
  await upsertMembers(db, snapshot.members);
  const present = new Set(snapshot.members.map((member) => member.userId));
  const known = await db
    .select({ userId: discordMembers.userId })
    .from(discordMembers)
    .where(eq(discordMembers.inGuild, true));
  const left = await markMembersLeft(
    db,
    known.map((row) => row.userId).filter((id) => !present.has(id)),
  );
  await db.delete(discordVoiceStates);
  if (snapshot.voiceStates.length > 0)
    await db.insert(discordVoiceStates).values(snapshot.voiceStates);
  return left;
}
