import type { Token } from '@panel/contract/api/tokens';

/** Who may redeem the code and what else it gives; a dash for a code open to anyone. */
export function CodeBinding({
  code,
}: {
  code: Pick<Token, 'discordId' | 'discordRole' | 'ticketId'>;
}) {
  const lines = [
    code.discordId ? { label: 'Membro', value: code.discordId } : null,
    code.discordRole ? { label: 'Cargo', value: code.discordRole } : null,
    code.ticketId ? { label: 'Ticket', value: `#${code.ticketId}` } : null,
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
