import { FileText, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { memberFilePath } from '@panel/contract/api/member-values';
import type { MemberSearchResult } from '@panel/contract/api/members';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { avatarUrl } from '@/lib/avatar-url';
import type { RecentMemberFile } from '@/lib/recent-member-files';
import { matchPages, type SearchablePage } from './search-pages';

/** One choice of the palette: where it goes, and what is remembered when chosen. */
export interface PaletteOption {
  key: string;
  href: string;
  /** A member's file goes to "Recentes". */
  member: RecentMemberFile | null;
  content: ReactNode;
}

export interface PaletteGroup {
  heading: string;
  options: PaletteOption[];
}

const secondLine = 'flex min-w-0 flex-wrap gap-x-2 text-xs text-muted-foreground';

function memberContent(member: MemberSearchResult): ReactNode {
  const identifier = member.match === 'identifier' ? member.identifier : null;
  return (
    <>
      <UserAvatar
        name={member.name}
        src={avatarUrl({ id: member.discordId, avatar: member.avatarUrl })}
        className="size-8 group-data-active:*:text-accent-foreground"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{member.name}</span>
        <span className={secondLine}>
          {member.username ? <span className="max-w-full truncate">@{member.username}</span> : null}
          {identifier ? (
            <span className="max-w-full truncate font-mono">{identifier}</span>
          ) : (
            <span className="font-mono">{member.discordId}</span>
          )}
        </span>
      </span>
      {member.inGuild ? null : <Badge variant="outline">saiu do servidor</Badge>}
    </>
  );
}

function recentContent(file: RecentMemberFile): ReactNode {
  return (
    <>
      <History aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
      <span className="hidden font-mono text-xs text-muted-foreground sm:inline">{file.id}</span>
    </>
  );
}

function pageContent(page: SearchablePage): ReactNode {
  return (
    <>
      <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate">{page.label}</span>
    </>
  );
}

function pageOption(page: SearchablePage): PaletteOption {
  return { key: `page:${page.path}`, href: page.path, member: null, content: pageContent(page) };
}

interface GroupSources {
  /** The text typed, trimmed. */
  typed: string;
  recent: RecentMemberFile[];
  pages: SearchablePage[];
  /** The members found for `typed`. */
  found: MemberSearchResult[];
}

/** Before typing, the files opened last and every page; then the members found and the pages matched. */
export function paletteGroups({ typed, recent, pages, found }: GroupSources): PaletteGroup[] {
  if (typed === '') {
    return [
      {
        heading: 'Recentes',
        options: recent.map((file) => ({
          key: `recent:${file.id}`,
          href: memberFilePath(file.id),
          member: file,
          content: recentContent(file),
        })),
      },
      { heading: 'Páginas', options: pages.map(pageOption) },
    ];
  }
  return [
    {
      heading: 'Membros',
      options: found.map((member) => ({
        key: `member:${member.discordId}`,
        href: memberFilePath(member.discordId),
        member: { id: member.discordId, name: member.name },
        content: memberContent(member),
      })),
    },
    { heading: 'Páginas', options: matchPages(pages, typed).map(pageOption) },
  ];
}
