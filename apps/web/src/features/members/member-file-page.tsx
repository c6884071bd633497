import { useEffect } from 'react';
import { useParams } from 'wouter';
import { snowflakePattern } from '@panel/contract/constants';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { rememberMemberFile } from '@/lib/recent-member-files';
import { useMemberFile } from './api/get-member-file';
import { MemberGameAccountsPanel } from './components/member-game-accounts';
import { MemberHeader } from './components/member-header';
import { MemberNotes } from './components/member-notes';
import { MemberStanding } from './components/member-standing';
import { MemberTimeline } from './components/member-timeline';
import { SharedMembers } from './components/shared-members';

/**
 * The file's parts, each asked for at once. One column on a phone (standing and notes before
 * the timeline); from 1024 px the timeline takes the wide column and the other panels stack
 * beside it: the side column's box vanishes on a phone (`contents`), so its panels take their
 * place by `order`.
 */
function MemberFileView({ discordId }: { discordId: string }) {
  const file = useMemberFile(discordId);
  const name = file.data?.name;
  // The search palette offers the files opened last under "Recentes".
  useEffect(() => {
    if (name !== undefined) rememberMemberFile(discordId, name);
  }, [discordId, name]);
  if (file.isError && isApiError(file.error) && file.error.status === 404) {
    return <EmptyState message="Membro não encontrado." />;
  }
  return (
    <div className="flex w-full min-w-0 flex-col gap-4" aria-busy={file.isPending || undefined}>
      {file.isSuccess ? (
        <MemberHeader file={file.data} />
      ) : file.isError ? (
        <ErrorState
          message="Erro ao carregar a ficha do membro."
          onRetry={() => void file.refetch()}
          retrying={file.isFetching}
        />
      ) : (
        <Skeleton className="h-40 w-full rounded-xl" />
      )}
      <div className="flex min-w-0 flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="contents lg:col-start-2 lg:row-start-1 lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          {file.isSuccess ? (
            <MemberStanding file={file.data} className="order-1" />
          ) : file.isPending ? (
            <Skeleton className="order-1 h-72 w-full rounded-xl" />
          ) : null}
          <MemberNotes discordId={discordId} className="order-2" />
          <MemberGameAccountsPanel discordId={discordId} className="order-4" />
          <SharedMembers discordId={discordId} className="order-5" />
        </div>
        <MemberTimeline discordId={discordId} className="order-3 lg:col-start-1 lg:row-start-1" />
      </div>
    </div>
  );
}

/** /members/:discordId: one member as staff see them, from every area. */
export function MemberFilePage() {
  const { discordId = '' } = useParams();
  if (!snowflakePattern.test(discordId)) {
    return <EmptyState message="Membro não encontrado: o endereço não traz um ID do Discord." />;
  }
  // A new member: every part starts over (the timeline's filter stays in the address).
  return <MemberFileView key={discordId} discordId={discordId} />;
}
