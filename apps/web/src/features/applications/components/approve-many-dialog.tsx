import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={approving !== null}
      onOpenChange={(open) => {
        if (!open) session.closeApproveMany();
      }}
      title={<>Aprovar {kind.texts.count(approving?.length ?? 0)}?</>}
      description={
        <>
          Serão aprovadas as solicitações de{' '}
          <Names names={(approving ?? []).map((entry) => entry.username)} />.
        </>
      }
      confirmLabel="Aprovar"
      pending={session.approveManyPending}
      // Stays open until the answer, then closes by itself.
      closeOnConfirm={false}
      onConfirm={session.confirmApproveMany}
    />
  );
}
