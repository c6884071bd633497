import type { ReactNode } from 'react';
import {
  gameFrameworkLabels,
  whitelistModeLabels,
  type GameServer,
} from '@panel/contract/api/game-servers';
import { DateTime } from '@/components/date-time';
import { formatCount } from '@/components/list-status';
import { MemberLink } from '@/components/member-link';
import { cn } from '@/lib/cn';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** A role of mode `roles` by its name, or its id when the catalog does not know it. */
function RoleNames({ roles }: { roles: GameServer['roles'] }) {
  if (roles.length === 0) return <span className="text-muted-foreground">Nenhum cargo</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <li
          key={role.id}
          className="rounded-full border bg-muted/40 px-2 py-0.5 text-xs font-medium"
          title={role.id}
        >
          {role.name ?? <span className="font-mono">{role.id}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Who a server lets in and how it has been doing: what the card and the detail view show. */
export function ServerFacts({ server }: { server: GameServer }) {
  const { whitelistMode, joinsToday, playersOnline } = server;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 xl:grid-cols-5">
      <Fact label="Quem entra">{whitelistModeLabels[whitelistMode]}</Fact>
      <Fact label="Correspondências mínimas">{server.minIdentifierMatches}</Fact>
      <Fact label="Banco do jogo">
        {server.database ? (
          `${gameFrameworkLabels[server.database.framework]} · ${server.database.database}`
        ) : (
          <span className="text-muted-foreground">Não conectado</span>
        )}
      </Fact>
      <Fact label="Jogadores online">{playersOnline === null ? '—' : playersOnline}</Fact>
      <Fact label="Conexões nas últimas 24 h">
        <span
          className={cn(
            'whitespace-nowrap',
            joinsToday.allowed > 0 && 'text-emerald-700 dark:text-emerald-300',
          )}
        >
          {formatCount(joinsToday.allowed, 'liberada', 'liberadas')}
        </span>
        {' · '}
        <span className={cn('whitespace-nowrap', joinsToday.refused > 0 && 'text-destructive')}>
          {formatCount(joinsToday.refused, 'recusada', 'recusadas')}
        </span>
      </Fact>
      <Fact label="Criado por">
        {server.createdBy.id ? (
          <MemberLink id={server.createdBy.id}>{server.createdBy.name}</MemberLink>
        ) : (
          server.createdBy.name
        )}
        <span className="block text-xs font-normal text-muted-foreground">
          em <DateTime value={server.createdAt} />
        </span>
      </Fact>
      {whitelistMode === 'roles' ? (
        <div className="col-span-full grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">Cargos que liberam a conexão</dt>
          <dd>
            <RoleNames roles={server.roles} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
