import { lazy, Suspense } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useRejectionReasons } from '../api/get-rejection-reasons';
import type { ApplicationKind } from '../application-kinds';
import type { ReviewSession } from '../use-review-session';

// The dialog (Radix's dialog and the reason form) loads when first opened.
const RejectDialog = lazy(async () => ({
  default: (await import('./reject-dialog')).RejectDialog,
}));

function Names({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <span key={`${name}-${index}`}>
          {index > 0 ? (index === names.length - 1 ? ' e ' : ', ') : null}
          <span className="font-medium text-foreground">{name}</span>
        </span>
      ))}
    </>
  );
}

/** The review page's confirmations: a rejection (one or the selected) and the bulk approval. */
export function ReviewDialogs({
  kind,
  session,
}: {
  kind: ApplicationKind;
  session: ReviewSession;
}) {
  const reasons = useRejectionReasons(kind, session.decidable);
  const target = session.rejecting;
  const rejectUsed = useOpenedOnce(target !== null);
  const approving = session.approvingMany;
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
      <AlertDialog
        open={approving !== null}
        onOpenChange={(open) => {
          if (!open) session.closeApproveMany();
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Aprovar {kind.texts.count(approving?.length ?? 0)}?</AlertDialogTitle>
            <AlertDialogDescription>
              Serão aprovadas as solicitações de{' '}
              <Names names={(approving ?? []).map((entry) => entry.username)} />.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              disabled={session.approveManyPending}
              onClick={(event) => {
                // Stays open until the answer, then closes by itself.
                event.preventDefault();
                session.confirmApproveMany();
              }}
            >
              Aprovar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
