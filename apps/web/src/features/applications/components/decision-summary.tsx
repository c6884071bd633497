import type { ReviewedApplication } from '../api/get-applications';
import { ByWhomWhen } from './by-whom-when';

/** Who decided a decided entry, when, and (rejections) why; a revocation after it. */
export function DecisionSummary({ application }: { application: ReviewedApplication }) {
  const { status, decidedBy, decidedAt, decisionReason } = application;
  if (status === 'pending') return null;
  const outcome = status === 'rejected' ? 'Reprovada' : 'Aprovada';

  return (
    <div className="mt-1 grid gap-1 rounded-lg border bg-muted/30 px-3 py-2 text-sm">
      <p>
        {outcome}
        <ByWhomWhen by={decidedBy} at={decidedAt} />
      </p>
      {status === 'rejected' ? (
        <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">
          {decisionReason ? `Motivo: ${decisionReason}` : 'Nenhum motivo informado.'}
        </p>
      ) : null}
      {status === 'revoked' ? (
        <>
          <p className="text-destructive">
            Revogada
            <ByWhomWhen by={application.revokedBy} at={application.revokedAt} />
          </p>
          <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">
            Motivo: {application.revokeReason ?? 'nenhum informado.'}
          </p>
        </>
      ) : null}
    </div>
  );
}
