import { Fragment } from 'react';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { useKnownMember } from '@/lib/guild-members';

/** The pieces of a Discord message: plain text, and the mentions Discord draws as names. */
export type DiscordTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'user' | 'role' | 'channel'; id: string }
  | { kind: 'everyone'; text: '@everyone' | '@here' };

const mentionPattern = /<@!?(\d{17,20})>|<@&(\d{17,20})>|<#(\d{17,20})>|@(everyone|here)\b/g;

/** Splits message text at its mentions (`<@id>`, `<@!id>`, `<@&id>`, `<#id>`, @everyone, @here). */
export function parseDiscordText(content: string): DiscordTextPart[] {
  const parts: DiscordTextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(mentionPattern)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: content.slice(last, at) });
    const [, user, role, channel, everyone] = match;
    if (user) parts.push({ kind: 'user', id: user });
    else if (role) parts.push({ kind: 'role', id: role });
    else if (channel) parts.push({ kind: 'channel', id: channel });
    else parts.push({ kind: 'everyone', text: everyone === 'here' ? '@here' : '@everyone' });
    last = at + match[0].length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

const mentionClass = 'rounded-sm bg-primary/10 px-0.5 font-medium text-primary';

function UserMention({ id }: { id: string }) {
  const member = useKnownMember(id).data;
  return (
    <span className={mentionClass} title={`ID ${id}`}>
      @{member?.name ?? 'membro desconhecido'}
    </span>
  );
}

function RoleMention({ id }: { id: string }) {
  const role = useGuildCatalog().data?.roles.find((candidate) => candidate.id === id);
  return (
    <span className={mentionClass} title={`ID ${id}`}>
      @{role?.name ?? 'cargo desconhecido'}
    </span>
  );
}

function ChannelMention({ id }: { id: string }) {
  const channel = useGuildCatalog().data?.channels.find((candidate) => candidate.id === id);
  return (
    <span className={mentionClass} title={`ID ${id}`}>
      #{channel?.name ?? 'canal desconhecido'}
    </span>
  );
}

/** Message text as Discord shows it: mentions as @name and #channel, never `<@…>` markup. */
export function DiscordText({ content }: { content: string }) {
  return (
    <>
      {parseDiscordText(content).map((part, index) => {
        const key = `${index}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        if (part.kind === 'everyone')
          return (
            <span key={key} className={mentionClass}>
              {part.text}
            </span>
          );
        if (part.kind === 'user') return <UserMention key={key} id={part.id} />;
        if (part.kind === 'role') return <RoleMention key={key} id={part.id} />;
        return <ChannelMention key={key} id={part.id} />;
      })}
    </>
  );
}
