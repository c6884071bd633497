import type { Ticket } from '@panel/contract/api/tickets';
import { MemberName } from '@/components/discord-names';
import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

interface TicketRequesterProps {
  ticket: Pick<Ticket, 'username' | 'userId' | 'avatarUrl'>;
  /** The element of the name, e.g. a heading in a card. */
  nameAs?: 'span' | 'h2' | 'h3';
  nameId?: string;
  className?: string;
}

/**
 * Who opened the ticket: picture, name (as the server knows them now; the name kept with the
 * ticket until it answers) and Discord id.
 */
export function TicketRequester({
  ticket,
  nameAs: Name = 'span',
  nameId,
  className,
}: TicketRequesterProps) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <UserAvatar name={ticket.username} src={ticket.avatarUrl} className="size-9" />
      <div className="grid min-w-0 gap-0.5">
        <Name id={nameId} className="text-sm font-medium wrap-anywhere">
          <MemberName id={ticket.userId} fallback={ticket.username} />
        </Name>
        <span className="text-xs text-muted-foreground">
          ID: <span className="font-mono">{ticket.userId}</span>
        </span>
      </div>
    </div>
  );
}
