import type { Token } from '@panel/contract/api/tokens';

/** Who may redeem the code and what else it gives; a dash for a code open to anyone. */
export function TokenBinding({
  token,
}: {
  token: Pick<Token, 'discordId' | 'discordRole' | 'ticketId'>;
}) {
  const lines = [
    token.discordId ? { label: 'Membro', value: token.discordId } : null,
    token.discordRole ? { label: 'Cargo', value: token.discordRole } : null,
    token.ticketId ? { label: 'Ticket', value: `#${token.ticketId}` } : null,
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
          <span className="font-mono break-all">{line.value}</span>
        </span>
      ))}
    </span>
  );
}
