import { useId, type ReactNode } from 'react';
import type { ConnectedCallUser } from '@panel/contract/api/calls';
import { cn } from '@/lib/cn';
import { ChannelName, categoriesOf } from './channel-name';
import { ConnectedActions } from './connected-actions';
import { ConnectedMember } from './connected-member';
import type { ConnectedViewProps } from './connected-table';
import { LiveDuration } from './live-duration';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function ConnectedCardItem({
  user,
  categories,
  receivedAt,
}: {
  user: ConnectedCallUser;
  categories: Map<string, string>;
  receivedAt: number;
}) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="grid gap-3 rounded-lg border bg-card px-3 py-2.5 text-card-foreground"
    >
      <ConnectedMember user={user} nameId={nameId} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <Detail label="Canal">
          <ChannelName user={user} categories={categories} />
        </Detail>
        <Detail label="Tempo em call">
          <LiveDuration seconds={user.timeInCall} since={receivedAt} />
        </Detail>
      </dl>
      <ConnectedActions user={user} buttonsClassName="grid grid-cols-2" />
    </li>
  );
}

/** The narrow layout (phones, a narrow column): one card per member, the table row's facts. */
export function ConnectedCards({
  members,
  channels,
  receivedAt,
  stale,
  className,
}: ConnectedViewProps) {
  const categories = categoriesOf(channels);
  return (
    <ul
      aria-label="Usuários conectados"
      aria-busy={stale}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60', className)}
    >
      {members.map((user) => (
        <ConnectedCardItem
          key={user.id}
          user={user}
          categories={categories}
          receivedAt={receivedAt}
        />
      ))}
    </ul>
  );
}
