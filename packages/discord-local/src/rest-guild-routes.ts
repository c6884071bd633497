import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordErrors as E, formError } from './faults';
import { guildPayload } from './guild-payloads';
import type { LocalChannel, LocalOverwrite } from './model';
import { channelPayload, rolePayload } from './payloads';
import { basePermissions, channelPermissions } from './permissions';
import { digits, type Params, type RestKit } from './rest-kit';

const maxGuildChannels = 500;
const maxCategoryChannels = 50;

const bits = digits.default('0');
const channelBody = z.object({
  name: z.string().trim().min(1).max(100),
  type: z
    .literal([ChannelType.GuildText, ChannelType.GuildVoice, ChannelType.GuildCategory])
    .default(ChannelType.GuildText),
  parent_id: digits.nullable().default(null),
  permission_overwrites: z
    .array(
      z.object({
        id: digits,
        type: z.literal([0, 1]),
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
  route(
    'POST',
    '/guilds/:guildId/channels',
    'bot',
    (request) => {
      kit.ourGuild(request);
      kit.requirePermission(P.ManageChannels);
      const input = parse(channelBody, request.body);
      const parent = input.parent_id ? state.channels.get(input.parent_id) : null;
      if (parent === undefined || (parent && parent.type !== ChannelType.GuildCategory)) {
        throw formError(['parent_id'], 'CHANNEL_PARENT_INVALID_TYPE', 'Not a category');
      }
      refuseBeyondLimits(kit, parent);
      const overwrites = input.permission_overwrites.map((o) => ({
        ...o,
        allow: BigInt(o.allow),
        deny: BigInt(o.deny),
      }));
      refuseOverwritesBeyondBot(kit, parent, overwrites);
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
    },
    // guild.mdx "Create Guild Channel": Discord answers 201 Created.
    { status: 201 },
  );
}

/**
 * Discord's channel limits (opcodes-and-status-codes.mdx): 500 channels in a guild (30013),
 * 50 in a category (a 50035 on `parent_id`, as Discord answers it).
 */
function refuseBeyondLimits(kit: RestKit, parent: LocalChannel | null): void {
  const guildChannels = [...kit.state.channels.values()].filter((c) => c.type !== ChannelType.DM);
  if (guildChannels.length >= maxGuildChannels) throw E.maxGuildChannels();
  if (
    parent &&
    guildChannels.filter((c) => c.parentId === parent.id).length >= maxCategoryChannels
  ) {
    throw formError(
      ['parent_id'],
      'CHANNEL_PARENT_MAX_CHANNELS',
      `Maximum number of channels in category reached (${maxCategoryChannels})`,
    );
  }
}

/**
 * guild.mdx "Create Guild Channel": "only permissions your bot has in the guild can be
 * allowed/denied. Setting MANAGE_ROLES permission in channels is only possible for guild
 * administrators." In a category, what the bot has there (channel.mdx, "Modify Channel").
 */
function refuseOverwritesBeyondBot(
  kit: RestKit,
  parent: LocalChannel | null,
  overwrites: readonly LocalOverwrite[],
): void {
  const { state } = kit;
  if (basePermissions(state, state.botUserId) & P.Administrator) return;
  const held = parent
    ? channelPermissions(state, state.botUserId, parent)
    : basePermissions(state, state.botUserId);
  for (const { allow, deny } of overwrites) {
    const set = allow | deny;
    if (set & P.ManageRoles || (set & held) !== set) throw E.missingPermissions();
  }
}
