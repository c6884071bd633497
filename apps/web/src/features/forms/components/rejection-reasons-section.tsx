import type { FormType } from '@panel/contract/api/forms';
import { rejectionReasonsPerForm } from '@panel/contract/api/rejection-reasons';
import { appealsRoutes } from '@panel/contract/endpoints/appeals-routes';
import { rejectionReasonsRoutes } from '@panel/contract/endpoints/rejection-reasons-routes';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useRejectionReasons } from '@/lib/rejection-reasons';
import { useCan } from '@/lib/use-can';
import { useChangeRejectionReason } from '../api/rejection-reasons';
import { formCopy } from '../form-copy';
import { RejectionReasonItem } from './rejection-reason-item';
import { ReasonTextForm } from './reason-text-form';

// Who reads and keeps a form's reasons: the contract's access of its reason endpoints.
const access = {
  whitelist: {
    view: rejectionReasonsRoutes.listAllowlistReasons.access,
    manage: rejectionReasonsRoutes.createAllowlistReason.access,
  },
  insertion: {
    view: rejectionReasonsRoutes.listInsertionReasons.access,
    manage: rejectionReasonsRoutes.createInsertionReason.access,
  },
  appeal: {
    view: appealsRoutes.listAppealReasons.access,
    manage: appealsRoutes.createAppealReason.access,
  },
} as const;

/** "Motivos de reprovação": the one-click reasons of the form's reject dialog. */
export function RejectionReasonsSection({ formType }: { formType: FormType }) {
  const canView = useCan(access[formType].view);
  const canManage = useCan(access[formType].manage);
  if (!canView) return null;
  return <ReasonsSection formType={formType} canManage={canManage} />;
}

function ReasonsSection({ formType, canManage }: { formType: FormType; canManage: boolean }) {
  const reasons = useRejectionReasons(formType);
  const change = useChangeRejectionReason(formType);
  const headingId = `${formType}-reasons-heading`;
  const count = reasons.data?.length ?? 0;
  const atLimit = count >= rejectionReasonsPerForm;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-semibold">
          Motivos de reprovação
        </h2>
        <p className="text-sm text-muted-foreground">
          Escolhas prontas ao reprovar em {formCopy[formType].reviewPage}; quem reprova ainda pode
          escrever o próprio motivo.
        </p>
        {reasons.isSuccess ? (
          <p className="text-sm text-muted-foreground">
            {count} de {rejectionReasonsPerForm} motivos{atLimit ? ' (limite atingido)' : ''}
          </p>
        ) : null}
      </div>
      {canManage && reasons.isSuccess && !atLimit ? (
        <ReasonTextForm
          label="Novo motivo"
          placeholder="Escreva um novo motivo"
          submitLabel="Adicionar"
          pending={change.isPending && change.variables.action === 'create'}
          onSubmit={(text, reset) =>
            change.mutate({ action: 'create', text }, { onSuccess: reset })
          }
        />
      ) : null}
      {reasons.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Carregando motivos">
          <Skeleton className="h-12 w-full rounded-xl" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : reasons.isError ? (
        <ErrorState
          message="Erro ao carregar os motivos de reprovação."
          onRetry={() => void reasons.refetch()}
          retrying={reasons.isFetching}
        />
      ) : reasons.data.length === 0 ? (
        <EmptyState message="Nenhum motivo cadastrado." />
      ) : (
        <ul
          aria-label={`Motivos de reprovação: ${formCopy[formType].reviewPage}`}
          className="divide-y rounded-xl border bg-card"
        >
          {reasons.data.map((reason) => (
            <RejectionReasonItem
              key={reason.id}
              reason={reason}
              canManage={canManage}
              pending={change.isPending}
              onSave={(text, done) => {
                if (text === reason.text) done();
                else change.mutate({ action: 'update', id: reason.id, text }, { onSuccess: done });
              }}
              onDelete={() => change.mutate({ action: 'remove', id: reason.id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
