import type { FormStatus, FormType } from '@panel/contract/api/forms';
import { ErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useFormStatus } from '../api/get-form-status';
import { upcomingClosesAt } from '../closing-date';
import { formCopy } from '../form-copy';
import { FormSettingsDialog } from './form-settings-dialog';
import { FormStatusSwitch } from './form-status-switch';

interface FormStatusCardProps {
  formType: FormType;
  canManage: boolean;
}

export function FormStatusCard({ formType, canManage }: FormStatusCardProps) {
  const status = useFormStatus(formType);
  const copy = formCopy[formType];

  if (status.isPending) {
    return (
      <Card className="gap-4 py-5" aria-busy="true" aria-label="Carregando status do formulário">
        <div className="grid gap-3 px-5">
          <Skeleton className="h-5 w-56 max-w-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-5 w-36" />
        </div>
      </Card>
    );
  }
  if (status.isError) {
    return (
      <ErrorState
        message="Erro ao carregar o status do formulário."
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }

  const { data } = status;
  return (
    <Card className="gap-4 py-5" aria-label={copy.title} role="region">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 px-5">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {copy.title}
            <Badge variant={data.isOpen ? 'success' : 'outline'}>
              {data.isOpen ? 'Aberto' : 'Fechado'}
            </Badge>
          </CardTitle>
          <StatusSummary status={data} />
        </div>
        {canManage ? <FormSettingsDialog formType={formType} status={data} /> : null}
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <FormStatusSwitch formType={formType} status={data} canManage={canManage} />
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Descrição</p>
          <p className="break-words whitespace-pre-line text-muted-foreground">
            {data.description || 'Sem descrição.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function StatusSummary({ status }: { status: FormStatus }) {
  const closesAt = upcomingClosesAt(status.closesAt, new Date());
  if (!status.isOpen) {
    return (
      <CardDescription>
        Inscrições fechadas
        {/* A date kept from before a manual close applies again when reopened. */}
        {closesAt ? ` · se reabertas, fecham em ${formatDateTime(closesAt)}` : null}
      </CardDescription>
    );
  }
  return (
    <CardDescription>
      {closesAt ? `Fecha em ${formatDateTime(closesAt)}` : 'Aberto por tempo indeterminado'}
    </CardDescription>
  );
}
