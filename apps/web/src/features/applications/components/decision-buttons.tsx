import { Check, LoaderCircle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReviewedApplication } from '../api/get-applications';
import { Button } from '@/components/ui/button';
import type { ApplicationKind } from '../application-kinds';
import { useApproveApplication } from '../api/approve-application';
import { isSettledElsewhere } from '@/lib/notify';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useRejectApplication } from '../api/reject-application';

// The dialog (Radix's dialog and the reason form) loads when first opened.
const RejectDialog = lazy(async () => ({
  default: (await import('./reject-dialog')).RejectDialog,
}));

interface DecisionButtonsProps {
  kind: ApplicationKind;
  application: ReviewedApplication;
}

/** "Aprovar" and "Rejeitar" of a pending entry; one decision at a time per entry. */
export function DecisionButtons({ kind, application }: DecisionButtonsProps) {
  const approve = useApproveApplication(kind);
  const reject = useRejectApplication(kind);
  const [rejecting, setRejecting] = useState(false);
  const dialogUsed = useOpenedOnce(rejecting);
  const busy = approve.isPending || reject.isPending;
  const target = { userId: application.userId, id: application.id };

  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        aria-busy={approve.isPending}
        onClick={() => approve.mutate(target)}
      >
        {approve.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Check aria-hidden="true" />
        )}
        Aprovar
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={busy}
        onClick={() => setRejecting(true)}
      >
        <X aria-hidden="true" />
        Rejeitar
      </Button>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <RejectDialog
            open={rejecting}
            onOpenChange={setRejecting}
            title={kind.texts.rejectTitle}
            username={application.username}
            pending={reject.isPending}
            onConfirm={(reason) =>
              reject.mutate(
                { ...target, reason },
                {
                  onSuccess: () => setRejecting(false),
                  // Decided by someone else meanwhile: nothing left to reject here. Any other
                  // failure keeps the dialog, and the reason typed, for another try.
                  onError: (error) => {
                    if (isSettledElsewhere(error)) setRejecting(false);
                  },
                },
              )
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
