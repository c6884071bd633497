import { useCallback, useMemo, useState } from 'react';
import type { ApplicationStatus } from '@panel/contract/api/applications';
import { isSettledElsewhere, notifyError } from '@/lib/notify';
import { useApproveApplication, type DecisionTarget } from './api/approve-application';
import { useDecideMany } from './api/decide-many';
import {
  getQueueEntries,
  type ApplicationQueueFilter,
  type ReviewedApplication,
} from './api/get-applications';
import { useRejectApplication } from './api/reject-application';
import type { ApplicationKind } from './application-kinds';
import { useReviewNavigation } from './use-review-navigation';
import { useReviewSelection } from './use-review-selection';
import { useReviewShortcuts } from './use-review-shortcuts';

/** One entry's rejection, or the selected entries' (one reason for all). */
export type RejectTarget = { entries: ReviewedApplication[]; bulk: boolean };

interface ReviewSessionOptions {
  kind: ApplicationKind;
  items: ReviewedApplication[];
  /** The filters on screen: another tab, search, filter, order or page starts over. */
  filtersKey: string;
  status: ApplicationStatus;
  /** The filters on screen: "Selecionar toda a fila" takes their pending entries, in order. */
  queueFilter: ApplicationQueueFilter;
  canManage: boolean;
}

const targetOf = ({ userId, id, username }: ReviewedApplication): DecisionTarget => ({
  userId,
  id,
  username,
});

/**
 * Everything the review page does besides showing the list: the active and open entry, the
 * selection, the decisions (one or many) with their dialogs, the shortcuts and the focus.
 */
export function useReviewSession({
  kind,
  items,
  filtersKey,
  status,
  queueFilter,
  canManage,
}: ReviewSessionOptions) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const navigation = useReviewNavigation(ids, filtersKey, status === 'pending');
  const selection = useReviewSelection(ids, filtersKey);
  const approve = useApproveApplication(kind);
  const reject = useRejectApplication(kind);
  const many = useDecideMany(kind);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [approvingMany, setApprovingMany] = useState<ReviewedApplication[] | null>(null);
  const decidable = canManage && status === 'pending';
  const { requestFocus } = navigation;
  // "Selecionar toda a fila": the filtered queue's entries, beyond this page, until the
  // filters change or the selection is cleared.
  const [queue, setQueue] = useState<{ key: string; entries: ReviewedApplication[] } | null>(null);
  const [queueLoading, setQueueLoading] = useState(false);
  const queueEntries = queue?.key === filtersKey ? queue.entries : null;
  const clearSelection = useCallback(() => {
    setQueue(null);
    selection.clear();
  }, [selection]);

  async function selectQueue() {
    setQueueLoading(true);
    try {
      const entries = await getQueueEntries(kind, queueFilter);
      setQueue({ key: filtersKey, entries });
    } catch (error) {
      notifyError('Não foi possível selecionar a fila.', error);
    } finally {
      setQueueLoading(false);
    }
  }

  const track = useCallback(
    async (entryIds: string[], run: () => Promise<unknown>) => {
      const update = (add: boolean) =>
        setBusyIds((current) => {
          const next = new Set(current);
          for (const id of entryIds) {
            if (add) next.add(id);
            else next.delete(id);
          }
          return next;
        });
      update(true);
      try {
        await run();
      } catch {
        // Told by the mutation's toast.
      } finally {
        update(false);
        requestFocus();
      }
    },
    [requestFocus],
  );

  const isBusy = (id: string) => busyIds.has(id);
  const entryOf = (id: string | null) => items.find((item) => item.id === id);
  const selected = queueEntries ?? items.filter((item) => selection.selectedIds.includes(item.id));

  // An entry decided by someone else stays on screen with its outcome (use-live-review.ts).
  function approveOne(entry: ReviewedApplication) {
    if (!decidable || entry.status !== 'pending' || isBusy(entry.id)) return;
    void track([entry.id], () => approve.mutateAsync(targetOf(entry)));
  }

  function openReject(entry: ReviewedApplication) {
    if (!decidable || entry.status !== 'pending' || isBusy(entry.id)) return;
    setRejecting({ entries: [entry], bulk: false });
  }

  function confirmReject(reason: string) {
    if (!rejecting) return;
    const { entries, bulk } = rejecting;
    const entryIds = entries.map((entry) => entry.id);
    void track(entryIds, async () => {
      try {
        if (bulk) {
          await many.mutateAsync({ action: 'reject', entries: entries.map(targetOf), reason });
          clearSelection();
        } else {
          const [entry] = entries;
          if (entry) await reject.mutateAsync({ ...targetOf(entry), reason });
        }
        setRejecting(null);
      } catch (error) {
        // Decided by someone else meanwhile: nothing left to reject. Any other failure keeps
        // the dialog, and the reason typed, for another try.
        if (isSettledElsewhere(error)) setRejecting(null);
        throw error;
      }
    });
  }

  function confirmApproveMany() {
    if (!approvingMany) return;
    const entries = approvingMany;
    void track(
      entries.map((entry) => entry.id),
      async () => {
        try {
          await many.mutateAsync({ action: 'approve', entries: entries.map(targetOf) });
          clearSelection();
        } finally {
          setApprovingMany(null);
        }
      },
    );
  }

  useReviewShortcuts(
    {
      next: () => navigation.move(1),
      previous: () => navigation.move(-1),
      approve: () => {
        const entry = entryOf(navigation.activeId);
        if (entry) approveOne(entry);
      },
      reject: () => {
        const entry = entryOf(navigation.activeId);
        if (entry) openReject(entry);
      },
      toggleSelected: () => {
        if (decidable && navigation.activeId !== null) selection.toggle(navigation.activeId);
      },
    },
    items.length > 0,
  );

  return {
    navigation,
    selection,
    /** The selected entries, on this page or (after "Selecionar toda a fila") the queue's. */
    selectedCount: selected.length,
    queueSelected: queueEntries !== null,
    queueLoading,
    selectQueue: () => void selectQueue(),
    clearSelection,
    decidable,
    /** Staff who decide, whatever the tab: "Revogar whitelist" on an approved whitelist. */
    canManage,
    isBusy,
    approvingId: approve.isPending ? (approve.variables.id ?? null) : null,
    approveOne,
    openReject,
    rejecting,
    closeReject: () => setRejecting(null),
    confirmReject,
    rejectPending: reject.isPending || (many.isPending && many.variables.action === 'reject'),
    /** The bar's actions, on the selected entries. */
    rejectSelected: () => {
      if (selected.length > 0) setRejecting({ entries: selected, bulk: true });
    },
    approveSelected: () => {
      if (selected.length > 0) setApprovingMany(selected);
    },
    approvingMany,
    closeApproveMany: () => setApprovingMany(null),
    confirmApproveMany,
    approveManyPending: many.isPending && many.variables.action === 'approve',
  };
}

export type ReviewSession = ReturnType<typeof useReviewSession>;
