import { Pencil, ScrollText, Server } from 'lucide-react';
import { useId } from 'react';
import type { GameServer } from '@panel/contract/api/game-servers';
import { DateTime } from '@/components/date-time';
import { KeyPrefix } from '@/components/key-prefix';
import { Button } from '@/components/ui/button';
import { LastSeenBadge } from './last-seen-badge';
import { RevokeServerButton } from './revoke-server-button';
import { RotateKeyButton } from './rotate-key-button';
import { ServerFacts } from './server-facts';

interface ServerHeadingProps {
  server: GameServer;
  headingId: string;
  /** `h2` in the list; the detail view's heading. */
  level?: 'h2' | 'h3';
}

/** The server's name, the start of its key and when it last called. */
export function ServerHeading({ server, headingId, level = 'h2' }: ServerHeadingProps) {
  const Heading = level;
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Server aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Heading id={headingId} className="text-base font-semibold wrap-anywhere">
            {server.name}
          </Heading>
          <LastSeenBadge lastSeenAt={server.lastSeenAt} />
        </div>
        <p className="text-xs text-muted-foreground">
          <KeyPrefix prefix={server.keyPrefix} title="Início da chave da API" />
          {server.keyRotatedAt ? (
            <>
              {' · '}nova chave em <DateTime value={server.keyRotatedAt} />
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

interface ServerActionsProps {
  server: GameServer;
  canManage: boolean;
  onEdit: (server: GameServer) => void;
  /** Absent in the detail view, which shows the joins already. */
  onOpenJoins?: (server: GameServer) => void;
  onRevoked?: () => void;
}

export function ServerActions({
  server,
  canManage,
  onEdit,
  onOpenJoins,
  onRevoked,
}: ServerActionsProps) {
  if (!canManage && !onOpenJoins) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {onOpenJoins ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Conexões de ${server.name}`}
          onClick={() => onOpenJoins(server)}
        >
          <ScrollText aria-hidden="true" />
          Conexões
        </Button>
      ) : null}
      {canManage ? (
        <>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Editar ${server.name}`}
            onClick={() => onEdit(server)}
          >
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <RotateKeyButton server={server} />
          <RevokeServerButton server={server} onRevoked={onRevoked} />
        </>
      ) : null}
    </div>
  );
}

interface GameServerCardProps {
  server: GameServer;
  canManage: boolean;
  onEdit: (server: GameServer) => void;
  onOpenJoins: (server: GameServer) => void;
}

/** One game server in the list: who it lets in, how it is doing, and what staff may do. */
export function GameServerCard({ server, canManage, onEdit, onOpenJoins }: GameServerCardProps) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
    >
      <ServerHeading server={server} headingId={headingId} />
      <ServerFacts server={server} />
      <ServerActions
        server={server}
        canManage={canManage}
        onEdit={onEdit}
        onOpenJoins={onOpenJoins}
      />
    </li>
  );
}
