import { TriangleAlert } from 'lucide-react';
import type { GameServer } from '@panel/contract/api/game-servers';

/**
 * The resource said it may not run console commands: the store's commands fail until
 * `server.cfg` grants it the ACE (FiveM gives `command` only to the console).
 */
export function CommandsAceNotice({ server }: { server: GameServer }) {
  if (server.commandsAllowed !== false) return null;
  return (
    <div
      role="note"
      className="grid gap-1 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />O
        recurso painel-rp não tem permissão para executar comandos neste servidor.
      </p>
      <p className="text-muted-foreground">
        As entregas da loja no jogo falham até que o server.cfg tenha{' '}
        <code className="rounded bg-muted px-1 font-mono text-xs">
          add_ace resource.painel-rp command allow
        </code>{' '}
        (ou uma linha{' '}
        <code className="rounded bg-muted px-1 font-mono text-xs">
          add_ace resource.painel-rp command.nome allow
        </code>{' '}
        por comando da loja). Depois, reinicie o recurso.
      </p>
    </div>
  );
}
