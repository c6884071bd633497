import { Volume2 } from 'lucide-react';
import { useId } from 'react';
import type { ConnectedCallChannel, ConnectedCallUser } from '@panel/contract/api/calls';
import { cn } from '@/lib/cn';
import { groupByChannel, type ChannelGroup } from '../connected-groups';
import { ConnectedRow } from './connected-row';

/** "Patrulha 1 (2)", or "(1 de 2)" when the search leaves some of the channel out. */
function groupCount({ count, matching }: ChannelGroup): string {
  return matching < count ? `${matching} de ${count}` : String(count);
}

function ChannelSection({ group, receivedAt }: { group: ChannelGroup; receivedAt: number }) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <Volume2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <h3 id={headingId} className="min-w-0 text-sm font-semibold wrap-anywhere">
          {group.name ?? 'Canal desconhecido'}{' '}
          <span className="font-normal text-muted-foreground tabular-nums">
            ({groupCount(group)})
          </span>
        </h3>
        {group.categoryName ? (
          <span className="text-xs tracking-wide text-muted-foreground uppercase">
            {group.categoryName}
          </span>
        ) : null}
      </div>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {group.members.map((user) => (
          <ConnectedRow key={user.id} user={user} receivedAt={receivedAt} />
        ))}
      </ul>
    </li>
  );
}

interface ConnectedListProps {
  members: ConnectedCallUser[];
  channels: ConnectedCallChannel[];
  receivedAt: number;
  /** Another page or filter's answer, shown while this one loads. */
  stale: boolean;
}

/** The page's members in voice, grouped under their channels as Discord lists them. */
export function ConnectedList({ members, channels, receivedAt, stale }: ConnectedListProps) {
  return (
    <ul
      aria-label="Usuários conectados"
      aria-busy={stale}
      className={cn('grid gap-4 transition-opacity', stale && 'opacity-60')}
    >
      {groupByChannel(members, channels).map((group) => (
        <ChannelSection key={group.channelId} group={group} receivedAt={receivedAt} />
      ))}
    </ul>
  );
}
