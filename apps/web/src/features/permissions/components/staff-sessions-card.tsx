import type { StaffSession } from '@panel/contract/api/staff-security';
import type { PermissionLevel } from '@panel/contract/permissions';
import { MemberLink } from '@/components/member-link';
import { OpenSessionItem } from '@/components/open-session-item';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { roleLabels } from '@/lib/role-labels';
import { useEndStaffSession } from '../api/end-staff-session';
import { useStaffSessions } from '../api/get-staff-sessions';

function Owner({ user }: { user: StaffSession['user'] }) {
  const role = roleLabels[user.role as PermissionLevel] ?? user.role;
  return (
    <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
      <UserAvatar name={user.name} src={user.avatarUrl} className="size-6" />
      <MemberLink id={user.id} className="font-medium">
        {user.name}
      </MemberLink>
      <Badge variant="outline">{role}</Badge>
      {user.discordMfa === true ? null : (
        <Badge variant="warning">Sem autenticação em duas etapas</Badge>
      )}
    </div>
  );
}

/**
 * The staff's open sessions, for who manages the staff: whose, where from (the address's network
 * only, for someone else's), and "Encerrar", which signs that browser out at once.
 */
export function StaffSessionsCard() {
  const sessions = useStaffSessions();
  const end = useEndStaffSession();

  let content;
  if (sessions.isPending) {
    content = <Skeleton className="mx-6 h-32" />;
  } else if (!sessions.data) {
    content = (
      <ErrorState
        className="mx-6"
        message="Erro ao carregar as sessões da equipe."
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else if (sessions.data.length === 0) {
    content = <EmptyState className="mx-6" message="Ninguém da equipe está com o painel aberto." />;
  } else {
    content = (
      <ul aria-label="Sessões da equipe" className="divide-y border-t">
        {sessions.data.map((session) => (
          <OpenSessionItem
            key={session.id}
            session={session}
            owner={<Owner user={session.user} />}
            ownerName={session.user.name}
            onEnd={(chosen) => end.mutate(chosen.id)}
            ending={end.isPending}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card className="pb-0">
      <CardHeader>
        <CardTitle>Sessões da equipe</CardTitle>
        <CardDescription>
          Onde cada pessoa da equipe está com o painel aberto. O IP de outra pessoa aparece só até a
          rede (o último número escondido).
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">{content}</CardContent>
    </Card>
  );
}
