import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useRejectionReasons } from '@/lib/rejection-reasons';
import type { ApplicationKind } from '../application-kinds';
import type { ReviewSession } from '../use-review-session';
import { Names } from './member-names';

// The dialogs (Radix's dialog, the reason form) load when first opened.
const RejectDialog = lazy(async () => ({
  default: (await import('./reject-dialog')).RejectDialog,
}));
const ApproveManyDialog = lazy(async () => ({
  default: (await import('./approve-many-dialog')).ApproveManyDialog,
}));

/** The review page's confirmations: a rejection (one or the selected) and the bulk approval. */
export function ReviewDialogs({
  kind,
  session,
}: {
  kind: ApplicationKind;
  session: ReviewSession;
}) {
  // Loaded with the page for those who decide, so the reject dialog opens with its choices;
  // once the list has drawn, so it does not compete with it.
  const reasons = useRejectionReasons(kind.formType, {
    enabled: session.decidable,
    deferred: true,
  });
  const target = session.rejecting;
  const rejectUsed = useOpenedOnce(target !== null);
  const approveManyUsed = useOpenedOnce(session.approvingMany !== null);
  const names = (target?.entries ?? []).map((entry) => entry.username);

  return (
    <>
      {rejectUsed ? (
        <Suspense fallback={null}>
          <RejectDialog
            open={target !== null}
            onOpenChange={(open) => {
              if (!open) session.closeReject();
            }}
            title={
              target?.bulk
                ? `Rejeitar ${kind.texts.count(target.entries.length)}`
                : kind.texts.rejectTitle
            }
            description={
              target?.bulk ? (
                <>
                  Serão reprovadas as solicitações de <Names names={names} />.
                </>
              ) : (
                <>
                  A solicitação de <Names names={names} /> será reprovada.
                </>
              )
            }
            reasons={reasons.data ?? []}
            pending={session.rejectPending}
            onConfirm={session.confirmReject}
          />
        </Suspense>
      ) : null}
      {approveManyUsed ? (
        <Suspense fallback={null}>
          <ApproveManyDialog kind={kind} session={session} />
        </Suspense>
      ) : null}
    </>
  );
}
