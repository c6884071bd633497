import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { z } from 'zod';
import { discordIssue } from './form-errors';
import type { LocalChannel, LocalMessage } from './model';
import { channelPermissions } from './permissions';
import { digits } from './rest-kit';
import type { LocalGuildState } from './state';

/**
 * `allowed_mentions` as Discord validates it (developers/resources/message.mdx, "Allowed
 * Mentions Object"): `parse` holds only users, roles and everyone; at most 100 user and 100
 * role ids; `parse: ["users"]` with a non-empty `users` list (or roles with `roles`) is a 50035
 * whose error Discord words as below (seen in its answers:
 * `allowed_mentions[MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE]`). An empty list or null is fine.
 */
export const allowedMentionsSchema = z
  .object({
    parse: z.array(z.enum(['users', 'roles', 'everyone'])).optional(),
    users: z.array(digits).max(100).nullable().optional(),
    roles: z.array(digits).max(100).nullable().optional(),
    replied_user: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    for (const kind of ['users', 'roles'] as const) {
      if (value.parse?.includes(kind) && (value[kind]?.length ?? 0) > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          params: discordIssue(
            'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
            `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.`,
          ),
        });
      }
    }
  });

type AllowedMentions = z.infer<typeof allowedMentionsSchema>;

/**
 * Who a message mentions: the users, roles and @everyone its content names, kept only where
 * `allowed_mentions` lets them through (absent, everything is parsed), and @everyone or @here
 * only for an author with MENTION_EVERYONE in the channel.
 */
export function resolveMentions(
  state: LocalGuildState,
  channel: LocalChannel,
  authorId: string,
  content: string,
  allowed: AllowedMentions | null | undefined,
): Pick<LocalMessage, 'mentionIds' | 'mentionRoleIds' | 'mentionEveryone'> {
  const parse = allowed ? (allowed.parse ?? []) : ['users', 'roles', 'everyone'];
  const allows = (kind: 'users' | 'roles', id: string) =>
    parse.includes(kind) || (allowed?.[kind] ?? []).includes(id);
  const named = (pattern: RegExp) => [
    ...new Set([...content.matchAll(pattern)].map((m) => m[1] ?? '')),
  ];
  const mayMentionEveryone =
    channel.type !== ChannelType.DM &&
    (channelPermissions(state, authorId, channel) & P.MentionEveryone) !== 0n;
  return {
    mentionIds: named(/<@!?(\d+)>/g).filter((id) => state.users.has(id) && allows('users', id)),
    mentionRoleIds: named(/<@&(\d+)>/g).filter(
      (id) => id !== state.guild.id && state.roles.has(id) && allows('roles', id),
    ),
    mentionEveryone:
      /@(everyone|here)\b/.test(content) && parse.includes('everyone') && mayMentionEveryone,
  };
}
