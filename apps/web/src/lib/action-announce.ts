import { actionsRoutes } from '@panel/contract/endpoints/actions-routes';
import { undoWindowMs, type ActionNotice } from './action-toast';
import { callEndpointUnparsed } from './api-client';
import { notifyActionError } from './notify';
import { toast } from './toast';

const show = {
  success: toast.success,
  neutral: toast.message,
  warning: toast.warning,
  destructive: toast.error,
};

/** The actions announced and not undone: an undone one stops reporting its outcome. */
const live = new Set<string>();

/** `announceAction`'s work (`action-toast.ts`), loaded with the first such toast. */
export function announce(notice: ActionNotice): void {
  const windowMs = notice.actionId ? undoWindowMs(notice.queryClient) : 0;
  const id = notice.actionId ? `action-${notice.actionId}` : undefined;
  if (notice.actionId) live.add(notice.actionId);
  show[notice.tone](notice.title, {
    ...(id ? { id } : {}),
    ...(notice.description ? { description: notice.description } : {}),
    ...(windowMs > 0 && notice.actionId
      ? {
          duration: windowMs,
          action: { label: 'Desfazer', onClick: () => void undo(notice, notice.actionId ?? '') },
        }
      : {}),
  });
  if (notice.actionId && notice.followOutcome !== false) {
    const actionId = notice.actionId;
    // Loaded when the window ends: no page needs it to show.
    setTimeout(
      () =>
        void import('./action-outcome').then(({ followOutcome }) =>
          followOutcome(
            notice,
            actionId,
            () => live.has(actionId),
            () => live.delete(actionId),
          ),
        ),
      windowMs,
    );
  }
}

async function undo(notice: ActionNotice, actionId: string): Promise<void> {
  try {
    if (notice.via) await notice.via.undo();
    else await callEndpointUnparsed(actionsRoutes.undoAction, { params: { id: actionId } });
    live.delete(actionId);
    toast.message(notice.undone.title, {
      // A toast of its own: sonner dismisses the action's toast when "Desfazer" is clicked, and
      // an update of a toast being dismissed would be lost with it.
      id: `action-${actionId}-undone`,
      ...(notice.undone.description ? { description: notice.undone.description } : {}),
    });
  } catch (error) {
    notifyActionError('Não foi possível desfazer.', error);
  } finally {
    await notice.refresh();
  }
}
