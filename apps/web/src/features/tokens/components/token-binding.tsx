import type { Token } from '@panel/contract/api/tokens';
import { MemberName, RoleName } from '@/components/discord-names';

/** Who may redeem the code and what else it gives, by name (ids on hover); a dash for none. */
export function TokenBinding({
  token,
}: {
  token: Pick<Token, 'discordId' | 'discordRole' | 'ticketId'>;
}) {
  const lines = [
    token.discordId
      ? { label: 'Membro', value: <MemberName id={token.discordId} className="wrap-anywhere" /> }
      : null,
    token.discordRole
      ? { label: 'Cargo', value: <RoleName id={token.discordRole} className="wrap-anywhere" /> }
      : null,
    token.ticketId
      ? { label: 'Ticket', value: <span className="font-mono">#{token.ticketId}</span> }
      : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Qualquer membro</span>
      </span>
    );
  }
  return (
    <span className="grid gap-0.5">
      {lines.map((line) => (
        <span key={line.label} className="text-xs">
          <span className="text-muted-foreground">{line.label}: </span>
          {line.value}
        </span>
      ))}
    </span>
  );
}
