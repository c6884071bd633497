import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordErrors as E } from './faults';
import { guildPayload } from './guild-payloads';
import { channelPayload, rolePayload } from './payloads';
import { basePermissions } from './permissions';
import { digits, type Params, type RestKit } from './rest-kit';

const bits = digits.default('0');
const channelBody = z.object({
  name: z.string().trim().min(1).max(100),
  type: z
    .union([
      z.literal(ChannelType.GuildText),
      z.literal(ChannelType.GuildVoice),
      z.literal(ChannelType.GuildCategory),
    ])
    .default(ChannelType.GuildText),
  parent_id: digits.nullable().default(null),
  permission_overwrites: z
    .array(
      z.object({
        id: digits,
        type: z.union([z.literal(0), z.literal(1)]),
        allow: bits,
        deny: bits,
      }),
    )
    .max(100)
    .default([]),
});

/** The guild, its roles and channels (its members: rest-member-routes.ts). */
export function registerLocalGuildRoutes(kit: RestKit): void {
  const { state, route, parse } = kit;

  route('GET', '/guilds/:guildId', 'bot', (request) => {
    kit.ourGuild(request);
    return guildPayload(state, (request.query as Params).with_counts === 'true');
  });
  route('GET', '/guilds/:guildId/roles', 'bot', (request) => {
    kit.ourGuild(request);
    return [...state.roles.values()].map(rolePayload);
  });
  route('GET', '/guilds/:guildId/channels', 'bot', (request) => {
    kit.ourGuild(request);
    return [...state.channels.values()]
      .filter((channel) => channel.type !== ChannelType.DM)
      .map((channel) => channelPayload(state, channel));
  });
  route('POST', '/guilds/:guildId/channels', 'bot', (request) => {
    kit.ourGuild(request);
    kit.requirePermission(P.ManageChannels);
    const input = parse(channelBody, request.body);
    if (
      input.parent_id &&
      state.channels.get(input.parent_id)?.type !== ChannelType.GuildCategory
    ) {
      throw E.invalidBody('parent_id: Not a category');
    }
    const overwrites = input.permission_overwrites.map((o) => ({
      ...o,
      allow: BigInt(o.allow),
      deny: BigInt(o.deny),
    }));
    // Discord lets a bot grant in overwrites only what it holds itself.
    const held = basePermissions(state, state.botUserId);
    if (overwrites.some((o) => (o.allow & held) !== o.allow)) throw E.missingPermissions();
    const channel = state.createChannel({
      name:
        input.type === ChannelType.GuildText
          ? input.name.toLowerCase().replace(/\s+/g, '-')
          : input.name,
      type: input.type,
      parentId: input.parent_id,
      overwrites,
    });
    state.record('channel.create', {
      channelId: channel.id,
      name: channel.name,
      parentId: input.parent_id,
    });
    return channelPayload(state, channel);
  });
}
