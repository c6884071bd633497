import { Link } from 'wouter';
import { identityKindLabels } from '@panel/contract/api/game-identifiers';
import { memberFilePath } from '@panel/contract/api/member-values';
import type { MemberShared } from '@panel/contract/api/members';
import { formatCount } from '@/components/list-status';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberShared } from '../api/get-member-shared';
import { Panel } from './panel';

/** The blacklisted first, then those sharing most (the server's order among equals). */
export function sharedInOrder(members: readonly MemberShared[]): MemberShared[] {
  return [...members].sort(
    (a, b) => Number(b.blacklisted) - Number(a.blacklisted) || b.shared - a.shared,
  );
}

function SharedItem({ member }: { member: MemberShared }) {
  return (
    <li className="flex min-w-0 gap-3 py-2.5 first:pt-0 last:pb-0">
      <UserAvatar name={member.name} src={member.avatarUrl} className="mt-0.5 size-8" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Link
            href={memberFilePath(member.discordId)}
            className="font-medium wrap-anywhere underline-offset-4 hover:underline"
          >
            {member.name}
          </Link>
          {member.blacklisted ? <Badge variant="destructive">Na blacklist</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatCount(member.shared, 'identificador em comum', 'identificadores em comum')}
        </p>
        <ul className="grid gap-0.5 text-xs text-muted-foreground">
          {member.servers.map((server) => (
            <li key={server.id} className="wrap-anywhere">
              <span className="font-medium text-foreground">{server.name}</span>:{' '}
              {server.kinds.map((kind) => identityKindLabels[kind]).join(', ')} ({server.shared})
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** "Compartilham identificadores": other members seen with this member's accounts or PC. */
export function SharedMembers({ discordId, className }: { discordId: string; className?: string }) {
  const shared = useMemberShared(discordId);
  const body = () => {
    if (shared.isPending) {
      return (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-10 w-full rounded-lg" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      );
    }
    if (shared.isError) {
      return (
        <ErrorState
          message="Erro ao carregar os membros que compartilham identificadores."
          onRetry={() => void shared.refetch()}
          retrying={shared.isFetching}
          className="py-4"
        />
      );
    }
    if (shared.data.length === 0) {
      return (
        <EmptyState
          message="Nenhum outro membro usou as contas ou o PC deste membro."
          className="py-6"
        />
      );
    }
    return (
      <ul aria-label="Membros que compartilham identificadores" className="grid divide-y">
        {sharedInOrder(shared.data).map((member) => (
          <SharedItem key={member.discordId} member={member} />
        ))}
      </ul>
    );
  };
  return (
    <Panel
      id="compartilham"
      title="Compartilham identificadores"
      busy={shared.isPending}
      className={className}
    >
      {body()}
    </Panel>
  );
}
