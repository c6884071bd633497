import { gameFrameworkLabels } from '@panel/contract/api/game-servers';
import type { MemberCharacters as Characters } from '@panel/contract/api/members';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberCharacters } from '../api/get-member-game-accounts';

type ServerCharacters = Characters['servers'][number];

function ServerRow({ server }: { server: ServerCharacters }) {
  const body = () => {
    if (server.status === 'no_account') {
      return (
        <p className="text-sm text-muted-foreground">Nenhuma conta deste membro no banco do jogo</p>
      );
    }
    if (server.status === 'unavailable') {
      return (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          Banco do jogo indisponível{server.message ? `: ${server.message}` : ''}
        </p>
      );
    }
    if (server.characters.length === 0) {
      return <p className="text-sm text-muted-foreground">Nenhum personagem</p>;
    }
    return (
      <ul className="grid gap-2">
        {server.characters.map((character) => (
          <li
            key={character.id}
            className="grid gap-1 rounded-lg border bg-muted/30 px-3 py-2 text-sm"
          >
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{character.name ?? 'Sem nome'}</span>
              <span className="font-mono text-xs text-muted-foreground">#{character.id}</span>
            </p>
            {character.fields.length > 0 ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
                {character.fields.map((field, index) => (
                  <div key={`${index}-${field.label}`} className="contents">
                    <dt className="text-muted-foreground">{field.label}</dt>
                    <dd className="wrap-anywhere">{field.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <li className="grid gap-1.5">
      <p className="text-sm font-medium">
        {server.serverName}{' '}
        <span className="text-xs font-normal text-muted-foreground">
          ({gameFrameworkLabels[server.framework]})
        </span>
      </p>
      {body()}
    </li>
  );
}

/**
 * The member's characters in each connected game database, asked apart: the databases answer
 * slower, and one that cannot be read says so in its own row.
 */
export function MemberCharacters({ discordId }: { discordId: string }) {
  const characters = useMemberCharacters(discordId);
  const body = () => {
    if (characters.isPending) {
      return (
        <div aria-hidden="true" className="grid gap-2">
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      );
    }
    if (characters.isError) {
      return (
        <ErrorState
          message="Erro ao carregar os personagens."
          onRetry={() => void characters.refetch()}
          retrying={characters.isFetching}
          className="py-4"
        />
      );
    }
    if (characters.data.servers.length === 0) {
      return (
        <p className="text-sm text-muted-foreground">
          Nenhum servidor com banco de dados conectado
        </p>
      );
    }
    return (
      <ul className="grid gap-3">
        {characters.data.servers.map((server) => (
          <ServerRow key={server.serverId} server={server} />
        ))}
      </ul>
    );
  };
  return (
    <section
      aria-label="Personagens"
      aria-busy={characters.isPending || undefined}
      className="grid gap-2 border-t pt-4"
    >
      <h3 className="text-sm font-semibold">Personagens</h3>
      {body()}
    </section>
  );
}
