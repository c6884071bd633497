import { useId } from 'react';
import type { ConnectedCallChannel, ConnectedCallUser } from '@panel/contract/api/calls';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ChannelName, categoriesOf } from './channel-name';
import { ConnectedActions } from './connected-actions';
import { ConnectedMember } from './connected-member';
import { LiveDuration } from './live-duration';

export interface ConnectedViewProps {
  members: ConnectedCallUser[];
  channels: ConnectedCallChannel[];
  /** When the list's answer arrived (ms, this browser's clock). */
  receivedAt: number;
  /** Another page or filter's answer, shown while this one loads. */
  stale: boolean;
  className?: string;
}

function ConnectedTableRow({
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
    <TableRow aria-labelledby={nameId}>
      <TableRowHeader className="font-normal">
        <ConnectedMember user={user} nameId={nameId} />
      </TableRowHeader>
      <TableCell>
        <ChannelName user={user} categories={categories} />
      </TableCell>
      <TableCell>
        <LiveDuration seconds={user.timeInCall} since={receivedAt} />
      </TableCell>
      {/* As narrow as its two buttons side by side; the reason the bot may not act wraps. */}
      <TableCell className="w-px">
        <ConnectedActions
          user={user}
          buttonsClassName="flex justify-end whitespace-nowrap"
          className="justify-items-end text-right"
        />
      </TableCell>
    </TableRow>
  );
}

/**
 * The wide layout: one row per member in voice, in the server's order (channel by channel as
 * Discord lists them, longest in voice first in each). Everything but the time and the buttons
 * wraps, so its narrowest fit stays under the width at which it replaces the cards.
 */
export function ConnectedTable({
  members,
  channels,
  receivedAt,
  stale,
  className,
}: ConnectedViewProps) {
  const categories = categoriesOf(channels);
  return (
    <Table
      aria-busy={stale}
      className="[&_td]:px-3 [&_th]:px-3"
      containerClassName={cn('transition-opacity', stale && 'opacity-60', className)}
    >
      <TableCaption>Usuários conectados</TableCaption>
      <TableHeader className="[&_th]:py-2.5">
        <TableRow>
          <TableHead>Membro</TableHead>
          <TableHead>Canal</TableHead>
          <TableHead>Tempo em call</TableHead>
          <TableHead>
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((user) => (
          <ConnectedTableRow
            key={user.id}
            user={user}
            categories={categories}
            receivedAt={receivedAt}
          />
        ))}
      </TableBody>
    </Table>
  );
}
