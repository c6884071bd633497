import { ShieldAlert, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { gameDropHoldLabels, type GameServer } from '@panel/contract/api/game-servers';
import { DateTime } from '@/components/date-time';
import { formatCount } from '@/components/list-status';

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      className="grid gap-1 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <p className="flex items-start gap-2 font-medium">
        {icon}
        {title}
      </p>
      <div className="text-muted-foreground">{children}</div>
    </div>
  );
}

const iconClass = 'mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400';

/**
 * What the game server's page must tell staff: the panel spared players it would have dropped
 * (docs/decisions/2026-12-03-game-side-safety.md), and the resource may not run the store's
 * commands (FiveM gives `command` only to the console).
 */
export function ServerNotices({ server }: { server: GameServer }) {
  const held = server.dropsHeld;
  return (
    <>
      {held ? (
        <Notice
          icon={<ShieldAlert aria-hidden="true" className={iconClass} />}
          title={`Desconexões suspensas: ${formatCount(held.players, 'jogador seria desconectado', 'jogadores seriam desconectados')}`}
        >
          <p>
            {gameDropHoldLabels[held.reason]} Desde <DateTime value={held.since} />. Quem está na
            blacklist continua sendo desconectado; o resto volta ao normal sozinho quando o
            relatório seguinte estiver dentro do esperado.
          </p>
        </Notice>
      ) : null}
      {server.commandsAllowed === false ? (
        <Notice
          icon={<TriangleAlert aria-hidden="true" className={iconClass} />}
          title="O recurso painel-rp não tem permissão para executar comandos neste servidor."
        >
          <p>
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
        </Notice>
      ) : null}
    </>
  );
}
