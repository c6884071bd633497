/** "Restam 2 tentativas antes do bloqueio." at the end of a refusal: said apart, as a warning. */
const attemptsWarning = /\s*(Restam? \d+ tentativas? antes do bloqueio\.)$/;

export function splitAttemptsWarning(message: string): { reason: string; warning: string | null } {
  const match = attemptsWarning.exec(message);
  if (!match?.[1]) return { reason: message, warning: null };
  return { reason: message.slice(0, match.index), warning: match[1] };
}
