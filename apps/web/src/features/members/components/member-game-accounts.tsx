import type { MemberGameAccounts } from '@panel/contract/api/members';
import { DateTime } from '@/components/date-time';
import { GameIdentityItem } from '@/components/game-identity-item';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { UnlinkGameIdentityButton } from '@/components/unlink-game-identity-button';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/use-can';
import { useMemberGameAccounts } from '../api/get-member-game-accounts';
import { MemberCharacters } from './member-characters';
import { Panel } from './panel';

type Identity = MemberGameAccounts['identities'][number];
type Server = MemberGameAccounts['servers'][number];

interface IdentityGroup {
  key: string;
  /** "Contas" for the identifiers every server shares; a server's name for its tokens. */
  title: string;
  identities: Identity[];
}

/** Account identifiers together; hardware tokens by the server they belong to (FiveM's are per server). */
export function groupIdentities(identities: Identity[], servers: Server[]): IdentityGroup[] {
  const names = new Map(servers.map((server) => [server.id, server.name]));
  const groups = new Map<string, IdentityGroup>();
  for (const identity of identities) {
    const key = identity.serverId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        title:
          identity.serverId === null
            ? 'Contas'
            : `PC em ${names.get(identity.serverId) ?? `servidor #${identity.serverId}`}`,
        identities: [],
      };
      groups.set(key, group);
    }
    group.identities.push(identity);
  }
  // The accounts first, then each server's tokens as they came.
  return [...groups.values()].sort((a, b) => (a.key === '' ? -1 : b.key === '' ? 1 : 0));
}

function SeenBy({ identity, names }: { identity: Identity; names: Map<string, string> }) {
  const servers = identity.seenBy.map((id) => names.get(id) ?? `servidor #${id}`);
  return <p className="text-xs text-muted-foreground">Visto por {servers.join(', ')}</p>;
}

function Servers({ servers }: { servers: Server[] }) {
  return (
    <ul aria-label="Servidores" className="grid gap-2">
      {servers.map((server) => (
        <li
          key={server.id}
          className="grid gap-0.5 rounded-lg border bg-muted/30 px-3 py-2 text-sm"
        >
          <p className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                'size-2 shrink-0 rounded-full',
                server.online ? 'bg-emerald-500' : 'bg-muted-foreground/40',
              )}
            />
            <span className="truncate font-medium">{server.name}</span>
            {server.online ? (
              <span className="text-xs text-emerald-700 dark:text-emerald-300">online</span>
            ) : null}
          </p>
          <p className="text-xs text-muted-foreground">
            {server.passport === null ? 'Sem passaporte' : `Passaporte ${server.passport}`}
            {' · '}
            {server.lastJoinAt ? (
              <>
                última conexão em <DateTime value={server.lastJoinAt} />
              </>
            ) : (
              'nunca conectou'
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Accounts({ accounts }: { accounts: MemberGameAccounts }) {
  const canUnlink = useCan('manage_game_servers');
  const names = new Map(accounts.servers.map((server) => [server.id, server.name]));
  const groups = groupIdentities(accounts.identities, accounts.servers);
  return (
    <div className="grid gap-4">
      {accounts.servers.length > 0 ? <Servers servers={accounts.servers} /> : null}
      {groups.length === 0 ? (
        <EmptyState message="Nenhuma conta do jogo vinculada a este membro." className="py-6" />
      ) : (
        groups.map((group) => (
          <div key={group.key} className="grid gap-2">
            <h3 className="text-sm font-semibold">{group.title}</h3>
            <ul className="grid divide-y">
              {group.identities.map((identity) => (
                <GameIdentityItem
                  key={identity.id}
                  identity={identity}
                  action={
                    identity.seenBy.length > 0 || canUnlink ? (
                      <div className="grid gap-2">
                        {identity.seenBy.length > 0 ? (
                          <SeenBy identity={identity} names={names} />
                        ) : null}
                        {canUnlink ? (
                          <div>
                            <UnlinkGameIdentityButton identity={identity} />
                          </div>
                        ) : null}
                      </div>
                    ) : undefined
                  }
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}

/** "Contas do jogo": identities, the servers' passports, and the characters in their databases. */
export function MemberGameAccountsPanel({
  discordId,
  className,
}: {
  discordId: string;
  className?: string;
}) {
  const accounts = useMemberGameAccounts(discordId);
  const body = () => {
    if (accounts.isPending) {
      return (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-12 w-full rounded-lg" />
          <Skeleton className="h-12 w-full rounded-lg" />
        </div>
      );
    }
    if (accounts.isError) {
      return (
        <ErrorState
          message="Erro ao carregar as contas do jogo."
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
          className="py-4"
        />
      );
    }
    return <Accounts accounts={accounts.data} />;
  };
  return (
    <Panel title="Contas do jogo" busy={accounts.isPending} className={className}>
      {body()}
      <MemberCharacters discordId={discordId} />
    </Panel>
  );
}
