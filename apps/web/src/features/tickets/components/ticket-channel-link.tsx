import { ExternalLink, Hash } from 'lucide-react';
import type { PublicConfig } from '@panel/contract/api/system';
import type { MyTicket } from '@panel/contract/api/tickets';
import { usePublicConfig } from '@/lib/public-config';
import { cn } from '@/lib/cn';

/**
 * A channel's address in Discord's web app: discord.com, or the local Discord's read-only page
 * in demo mode (docs/decisions/2026-12-04-ticket-channel-links.md).
 */
export function discordChannelUrl(
  config: Pick<PublicConfig, 'discordWebUrl' | 'discordGuildId'>,
  channelId: string,
): string {
  return `${config.discordWebUrl}/channels/${config.discordGuildId}/${channelId}`;
}

/** Whether the ticket is open and its channel exists in Discord: then it is shown with a link. */
export function showsChannelLink(
  ticket: Pick<MyTicket, 'status' | 'channelId' | 'channelName'>,
): boolean {
  return ticket.status === 'pending' && Boolean(ticket.channelId && ticket.channelName);
}

interface TicketChannelLinkProps {
  ticket: Pick<MyTicket, 'status' | 'channelId' | 'channelName'>;
  className?: string;
}

/** While the ticket is open: its Discord channel's name, a link that opens it in a new tab. */
export function TicketChannelLink({ ticket, className }: TicketChannelLinkProps) {
  const config = usePublicConfig();
  if (!showsChannelLink(ticket) || !ticket.channelId || !config.data) return null;
  return (
    <a
      href={discordChannelUrl(config.data, ticket.channelId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Abrir #${ticket.channelName} no Discord`}
      className={cn(
        'inline-flex max-w-full items-center gap-1 font-medium text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      <Hash aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{ticket.channelName}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}
