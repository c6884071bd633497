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
import type { ApplicationKind } from '../application-kinds';
import type { ReviewSession } from '../use-review-session';
import { Names } from './member-names';

/** The confirmation of a bulk approval, naming each member. */
export function ApproveManyDialog({
  kind,
  session,
}: {
  kind: ApplicationKind;
  session: ReviewSession;
}) {
  const approving = session.approvingMany;
  return (
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
  );
}
