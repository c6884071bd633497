import type { ReactNode } from 'react';
import {
  gameJoinReasonLabels,
  whitelistModeLabels,
  type GameJoinReason,
} from '@panel/contract/api/game-servers';
import { dutySourceLabels } from '@panel/contract/api/duty-values';
import type { MemberFile, WhitelistStanding } from '@panel/contract/api/members';
import { ticketTypeLabels } from '@panel/contract/api/ticket-values';
import { BlacklistNotice } from '@/components/blacklist-notice';
import { DateTime } from '@/components/date-time';
import { formatCount } from '@/components/list-status';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format-points';
import { AreaLink } from './area-link';
import { Panel } from './panel';

const whitelistStandingLabels: Record<WhitelistStanding, string> = {
  none: 'Sem whitelist',
  pending: 'Aguardando análise',
  approved: 'Aprovada',
  rejected: 'Reprovada',
  revoked: 'Revogada',
};

const whitelistVariants: Record<
  WhitelistStanding,
  'success' | 'warning' | 'outline' | 'destructive'
> = {
  none: 'outline',
  pending: 'warning',
  approved: 'success',
  rejected: 'destructive',
  revoked: 'destructive',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="grid min-w-0 gap-1 text-sm">{children}</dd>
    </div>
  );
}

function OnlineDot({ online }: { online: boolean }) {
  return (
    <span
      title={online ? 'No servidor agora' : 'Fora do servidor'}
      className={cn(
        'inline-block size-2 shrink-0 rounded-full',
        online ? 'bg-emerald-500' : 'bg-muted-foreground/40',
      )}
    >
      <span className="sr-only">{online ? '(no servidor agora)' : '(fora do servidor)'}</span>
    </span>
  );
}

function nextVariant(next: GameJoinReason): 'success' | 'warning' | 'destructive' {
  if (next === 'allowed') return 'success';
  return next === 'blacklisted' ? 'destructive' : 'warning';
}

function Whitelist({ file }: { file: MemberFile }) {
  const { whitelist } = file.standing;
  return (
    <Row label="Whitelist">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={whitelistVariants[whitelist.status]}>
          {whitelistStandingLabels[whitelist.status]}
        </Badge>
        {whitelist.at ? (
          <span className="text-xs text-muted-foreground">
            em <DateTime value={whitelist.at} />
          </span>
        ) : null}
      </p>
      {whitelist.applicationId && whitelist.status !== 'none' ? (
        <AreaLink
          page="allowlists"
          params={{
            status: whitelist.status === 'pending' ? null : whitelist.status,
            search: file.id,
          }}
        >
          Ver inscrição
        </AreaLink>
      ) : null}
    </Row>
  );
}

function GameServers({ servers }: { servers: MemberFile['standing']['gameServers'] }) {
  return (
    <Row label="Servidores de jogo">
      {servers.length === 0 ? (
        <p className="text-muted-foreground">Nenhum servidor de jogo conectado.</p>
      ) : (
        <ul className="grid gap-2">
          {servers.map((server) => (
            <li key={server.id} className="grid gap-0.5">
              <p className="flex min-w-0 items-center gap-2">
                <OnlineDot online={server.online} />
                <span className="truncate font-medium">{server.name}</span>
              </p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-4 text-xs text-muted-foreground">
                <span>{whitelistModeLabels[server.mode]}</span>
                <span aria-hidden="true">·</span>
                <span>Próxima conexão:</span>
                <Badge variant={nextVariant(server.next)}>
                  {gameJoinReasonLabels[server.next]}
                </Badge>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Row>
  );
}

function Blacklist({ file }: { file: MemberFile }) {
  const entry = file.standing.blacklist;
  return (
    <Row label="Blacklist">
      {entry ? (
        <BlacklistNotice entry={entry}>
          <AreaLink page="blacklist" params={{ type: 'player', search: file.id }}>
            Ver na blacklist
          </AreaLink>
        </BlacklistNotice>
      ) : (
        <p className="text-muted-foreground">Fora da blacklist</p>
      )}
    </Row>
  );
}

function Tickets({ tickets }: { tickets: MemberFile['standing']['openTickets'] }) {
  return (
    <Row label="Tickets abertos">
      {tickets.length === 0 ? (
        <p className="text-muted-foreground">Nenhum ticket aberto</p>
      ) : (
        <ul className="grid gap-1.5">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="grid gap-0.5">
              <p>
                <span className="font-medium">{ticketTypeLabels[ticket.ticketType]}</span>{' '}
                <span className="font-mono text-xs text-muted-foreground">#{ticket.id}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                Aberto em <DateTime value={ticket.createdAt} />
              </p>
              <AreaLink page="tickets" params={{ type: ticket.ticketType }}>
                Ver nos tickets
              </AreaLink>
            </li>
          ))}
        </ul>
      )}
    </Row>
  );
}

/** A member of staff's duty now (docs/decisions/2026-12-05-duty.md); nothing for a member. */
function Duty({ file }: { file: MemberFile }) {
  const duty = file.standing.duty;
  if (!duty && !file.panel?.roleName) return null;
  return (
    <Row label="Em serviço">
      {duty ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            Em serviço
          </span>
          <span className="text-xs text-muted-foreground">
            desde <DateTime value={duty.since} /> ({dutySourceLabels[duty.source]})
          </span>
        </p>
      ) : (
        <p className="text-muted-foreground">Fora de serviço</p>
      )}
    </Row>
  );
}

function Shared({ shared }: { shared: MemberFile['shared'] }) {
  if (shared.members === 0) {
    return <p className="text-muted-foreground">Nenhum identificador do jogo compartilhado</p>;
  }
  const members = formatCount(shared.members, 'membro', 'membros');
  return (
    <a
      href="#compartilham"
      className={cn(
        'w-fit font-medium underline-offset-4 hover:underline',
        shared.blacklisted > 0 ? 'text-destructive' : 'text-primary',
      )}
    >
      Compartilha identificadores com {members}
      {shared.blacklisted > 0 ? ` (${shared.blacklisted} na blacklist)` : ''}
    </a>
  );
}

/** "Situação": where the member stands in every area now. */
export function MemberStanding({ file, className }: { file: MemberFile; className?: string }) {
  const { standing } = file;
  return (
    <Panel title="Situação" className={className}>
      <dl className="grid gap-4">
        <Whitelist file={file} />
        <GameServers servers={standing.gameServers} />
        <Blacklist file={file} />
        <Tickets tickets={standing.openTickets} />
        <Duty file={file} />
        <Row label="Pontos">
          <p className="font-medium tabular-nums">{formatPoints(standing.points)}</p>
        </Row>
        <Row label="Sinais compartilhados">
          <Shared shared={file.shared} />
        </Row>
      </dl>
    </Panel>
  );
}
