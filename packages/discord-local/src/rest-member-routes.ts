import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordErrors as E } from './faults';
import { memberPayload } from './payloads';
import { digits, type RestKit } from './rest-kit';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1),
  after: digits.default('0'),
});
const searchQuery = z.object({
  query: z.string().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(1000).default(1),
});
const memberBody = z.object({
  nick: z.string().max(32).nullable().optional(),
  roles: z.array(digits).max(250).optional(),
  mute: z.boolean().optional(),
  deaf: z.boolean().optional(),
  channel_id: digits.nullable().optional(),
});

/** The guild's members: listed, searched, read and changed (roles, nickname, voice). */
export function registerLocalMemberRoutes(kit: RestKit): void {
  const { state, route, parse, params } = kit;

  route('GET', '/guilds/:guildId/members', 'bot', (request) => {
    kit.ourGuild(request);
    const { limit, after } = parse(listQuery, request.query);
    return [...state.members.keys()]
      .filter((id) => BigInt(id) > BigInt(after))
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
      .slice(0, limit)
      .map((id) => memberPayload(state, id));
  });
  route('GET', '/guilds/:guildId/members/search', 'bot', (request) => {
    kit.ourGuild(request);
    const { query, limit } = parse(searchQuery, request.query);
    const text = query.toLowerCase();
    return [...state.members.values()]
      .filter((member) => {
        const user = state.users.get(member.userId);
        return [user?.username, user?.globalName, member.nick].some((name) =>
          name?.toLowerCase().startsWith(text),
        );
      })
      .slice(0, limit)
      .map((member) => memberPayload(state, member.userId));
  });
  route('GET', '/guilds/:guildId/members/:userId', 'bot', (request) => {
    kit.ourGuild(request);
    const member = kit.memberOf(params(request).userId);
    return memberPayload(state, member.userId);
  });

  route('PATCH', '/guilds/:guildId/members/:userId', 'bot', (request) => {
    kit.ourGuild(request);
    const member = kit.memberOf(params(request).userId);
    const { userId } = member;
    const input = parse(memberBody, request.body);
    // Every check first, as Discord does: a refused request changes nothing.
    checkVoiceChange(kit, userId, input);
    // @everyone is every member's without being listed: Discord leaves it out of `roles`.
    const roles = input.roles?.filter((roleId) => roleId !== state.guild.id);
    const current = member.roles;
    const wanted = roles ? new Set(roles) : current;
    for (const roleId of new Set([...wanted, ...current])) {
      if (wanted.has(roleId) !== current.has(roleId)) kit.manageableRole(roleId);
    }
    if (input.nick !== undefined) {
      kit.requirePermission(P.ManageNicknames);
      kit.outranks(userId);
    }

    if (roles) state.setMemberRoles(userId, roles);
    if (input.nick !== undefined) state.setNick(userId, input.nick || null);
    if (input.mute !== undefined || input.deaf !== undefined) {
      state.setVoiceFlags(userId, {
        ...(input.mute !== undefined && { mute: input.mute }),
        ...(input.deaf !== undefined && { deaf: input.deaf }),
      });
    }
    if (input.channel_id !== undefined) state.setVoiceChannel(userId, input.channel_id);
    state.record('member.update', { userId, ...input });
    return memberPayload(state, userId);
  });
  for (const method of ['PUT', 'DELETE'] as const) {
    route(method, '/guilds/:guildId/members/:userId/roles/:roleId', 'bot', (request) => {
      kit.ourGuild(request);
      const { userId } = kit.memberOf(params(request).userId);
      const role = kit.manageableRole(params(request).roleId);
      if (method === 'PUT') state.addMemberRole(userId, role.id);
      else state.removeMemberRole(userId, role.id);
      state.record(method === 'PUT' ? 'member.addRole' : 'member.removeRole', {
        userId,
        roleId: role.id,
      });
      return undefined;
    });
  }
}

/**
 * Voice changes are judged in the channels concerned, their overwrites applied (guild.mdx,
 * "Modify Guild Member"): mute and deafen need MUTE_MEMBERS / DEAFEN_MEMBERS in the member's
 * current channel; a move needs MOVE_MEMBERS there and CONNECT and MOVE_MEMBERS in the
 * target ("must have permissions to both connect to the channel and have MOVE_MEMBERS");
 * a disconnect (`channel_id: null`) MOVE_MEMBERS in the current one. Not in voice: 40032.
 */
function checkVoiceChange(kit: RestKit, userId: string, input: z.infer<typeof memberBody>): void {
  const { state } = kit;
  const { mute, deaf, channel_id: target } = input;
  if (mute === undefined && deaf === undefined && target === undefined) return;
  const voice = state.voiceStates.get(userId);
  if (!voice) throw E.notInVoice();
  const current = kit.channelOf(voice.channelId);
  if (mute !== undefined) kit.requireChannelPermission(current, P.MuteMembers);
  if (deaf !== undefined) kit.requireChannelPermission(current, P.DeafenMembers);
  if (target === undefined) return;
  kit.requireChannelPermission(current, P.MoveMembers);
  if (target === null) return;
  const channel = state.channels.get(target);
  if (channel?.type !== ChannelType.GuildVoice) throw E.unknownChannel();
  kit.requireChannelPermission(channel, P.Connect | P.MoveMembers);
}
