import { ClipboardList, ListChecks } from 'lucide-react';
import { Link } from 'wouter';
import {
  applicationStatusLabels,
  insertionRoleLabel,
  type MyApplication,
} from '@panel/contract/api/applications';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useMyApplications } from '../api/get-my-applications';

const statusVariant = {
  pending: 'warning',
  approved: 'success',
  rejected: 'outline',
  revoked: 'destructive',
} as const;

function title(application: MyApplication): string {
  if (application.form === 'whitelist') return 'Whitelist';
  return `Inscrição: ${insertionRoleLabel(application.roleName ?? '')}`;
}

function ApplicationItem({ application }: { application: MyApplication }) {
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{title(application)}</span>
        <Badge variant={statusVariant[application.status]}>
          {applicationStatusLabels[application.status]}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        Enviada em {formatDateTime(application.createdAt)}
        {application.decidedAt ? ` · decidida em ${formatDateTime(application.decidedAt)}` : ''}
      </p>
      {application.status === 'rejected' || application.status === 'revoked' ? (
        <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
          <p>
            {application.status === 'revoked' ? (
              <>
                <span className="font-medium">Revogada</span>
                {application.revokedAt ? ` em ${formatDateTime(application.revokedAt)}` : ''}.{' '}
              </>
            ) : null}
            <span className="font-medium">Motivo: </span>
            {(application.status === 'revoked'
              ? application.revokeReason
              : application.decisionReason) ?? 'A equipe não informou um motivo.'}
          </p>
          {application.reapplyAt ? (
            <p className="text-muted-foreground">
              Você pode enviar uma nova solicitação a partir de {formatDate(application.reapplyAt)}.
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** What the member has sent (whitelist and role applications) and how it went. */
export function MyApplicationsCard() {
  const applications = useMyApplications();
  // Appeals have their own card ("Apelações"), with what they were about.
  const sent = applications.data?.filter((application) => application.form !== 'appeal') ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Minhas solicitações</CardTitle>
        <CardDescription>Suas solicitações de whitelist e inscrições para cargos.</CardDescription>
      </CardHeader>
      <CardContent>
        {applications.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : applications.isError ? (
          <ErrorState
            message="Erro ao carregar suas solicitações."
            onRetry={() => void applications.refetch()}
            retrying={applications.isFetching}
          />
        ) : sent.length === 0 ? (
          <EmptyState message="Você ainda não enviou nenhuma solicitação.">
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild size="sm">
                <Link to="/whitelist">
                  <ListChecks aria-hidden="true" />
                  Solicitar whitelist
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/inscricao">
                  <ClipboardList aria-hidden="true" />
                  Inscrever-se para um cargo
                </Link>
              </Button>
            </div>
          </EmptyState>
        ) : (
          <ul aria-label="Minhas solicitações" className="divide-y">
            {sent.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
