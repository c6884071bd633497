import { ChannelType } from 'discord.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { discordChannels, discordRoles } from '../db/schema/discord';
import { users } from '../db/schema/users';
import { diego, memberRow, patrulha2, t, until, useBotApp, voiceRow } from '../../test/bot-app';
import { signIn } from '../../test/sign-in';
import { communitySettingIds as ids } from '@panel/discord-local/community';
import { urlOf } from '../../test/api';
import { demoMembers } from '../../test/demo-members';

/** The guild catalog in the database following the guild's changes on the gateway. */

useBotApp();

describe('the catalog follows the guild', () => {
  it('adds, renames, moves and deletes roles and channels', async () => {
    const role = t.local.state.createRole({ name: 'Evento', color: 0xff0000 });
    await until(
      () => t.database.db.select().from(discordRoles).where(eq(discordRoles.id, role.id)),
      (r) => r[0]?.name === 'Evento',
    );
    t.local.state.updateRole(role.id, { name: 'Evento de sábado' });
    await until(
      () => t.database.db.select().from(discordRoles).where(eq(discordRoles.id, role.id)),
      (r) => r[0]?.name === 'Evento de sábado',
    );
    t.local.state.addMemberRole(diego, role.id);
    await until(
      () => memberRow(diego),
      (row) => row?.roleIds.includes(role.id) === true,
    );
    // Discord sends GUILD_ROLE_DELETE only: the members who held it are updated by the catalog.
    t.local.state.deleteRole(role.id);
    await until(
      () => t.database.db.select().from(discordRoles).where(eq(discordRoles.id, role.id)),
      (r) => r.length === 0,
    );
    expect((await memberRow(diego))?.roleIds).not.toContain(role.id);

    const channel = t.local.state.createChannel({
      name: 'eventos',
      type: ChannelType.GuildText,
      parentId: null,
      overwrites: [],
    });
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (r) => r.length === 1,
    );
    t.local.state.updateChannel(channel.id, { name: 'eventos-de-sabado' });
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (r) => r[0]?.name === 'eventos-de-sabado',
    );
    t.local.state.deleteChannel(channel.id);
    await until(
      () => t.database.db.select().from(discordChannels).where(eq(discordChannels.id, channel.id)),
      (r) => r.length === 0,
    );
  });

  it('follows members joining and changing roles, and voice joins, moves, mutes and leaves', async () => {
    const newcomer = '100000000000000777';
    t.local.state.addMember({ id: newcomer, username: 'nova.pessoa', globalName: 'Nova Pessoa' });
    await until(
      () => memberRow(newcomer),
      (row) => row?.globalName === 'Nova Pessoa' && row.inGuild,
    );
    t.local.state.addMemberRole(newcomer, ids.allowListRoleId);
    await until(
      () => memberRow(newcomer),
      (row) => row?.roleIds.includes(ids.allowListRoleId) === true,
    );

    t.local.state.setVoiceChannel(newcomer, '300000000000000221');
    await until(
      () => voiceRow(newcomer),
      (row) => row?.channelId === '300000000000000221',
    );
    t.local.state.setVoiceChannel(newcomer, patrulha2);
    t.local.state.setVoiceFlags(newcomer, { selfMute: true, selfDeaf: true });
    await until(
      () => voiceRow(newcomer),
      (row) => row?.channelId === patrulha2 && row.selfDeaf,
    );
    t.local.state.setVoiceChannel(newcomer, null);
    await until(
      () => voiceRow(newcomer),
      (row) => row === undefined,
    );
  });

  it('ends the panel sessions of a member who leaves the guild', async () => {
    const elisa = demoMembers.elisa;
    const cookie = await signIn(t.app, elisa);
    const me = () => t.app.inject({ method: 'GET', url: urlOf('me'), headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    t.local.state.removeMember(elisa);
    await until(
      () => memberRow(elisa),
      (row) => row?.inGuild === false,
    );
    await t.discord.port.catalogIdle();
    expect((await me()).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, elisa))).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.endSessions'));
    expect(entry).toMatchObject({
      actorName: 'Sistema',
      target: elisa,
      details: 'Sessões de Elisa Martins encerradas: saiu do servidor do Discord',
    });
  });
});
