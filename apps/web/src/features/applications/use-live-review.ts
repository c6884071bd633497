import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  eventStreamLimits,
  type PanelNotice,
  type PresenceArea,
  type Viewer,
} from '@panel/contract/api/events';
import { eventsRoutes } from '@panel/contract/endpoints/events-routes';
import { callEndpointUnparsed } from '@/lib/api-client';
import { currentStreamId, setPresence, useNoticeListener, useStreamId } from '@/lib/live-updates';
import type { ReviewedApplication } from './api/get-applications';
import { asksForVotes } from './application-votes';

/** The entry as decided elsewhere, and where it stood on screen. */
interface Outcome {
  entry: ReviewedApplication;
  index: number;
}

/**
 * The entry as someone else's decision left it. Where its form asks for votes, that decision
 * was the decider's vote, the one that reached the count: it joins the votes shown (replacing
 * an earlier one of theirs), so the open details say who voted how although the refetched list
 * no longer holds the entry. The notice names the decider only; their reason stays unknown here.
 */
function decidedElsewhere(
  entry: ReviewedApplication,
  status: 'approved' | 'rejected',
  by: string | null,
): ReviewedApplication {
  const at = new Date().toISOString();
  const decided = { ...entry, status, decidedBy: by, decidedAt: at };
  if (by === null || !asksForVotes(entry)) return decided;
  const vote = status === 'approved' ? ('approve' as const) : ('reject' as const);
  const others = entry.votes.filter((cast) => cast.staffName !== by);
  return {
    ...decided,
    votes: [...others, { staffId: '', staffName: by, vote, reason: null, at }],
  };
}

/**
 * The entries on screen that someone else decided while this page showed them: they stay
 * where they were, with the outcome and who decided, and lose their buttons, until the filters
 * change; the list's refetch alone would make them vanish without a word.
 */
export function useLiveOutcomes(
  area: PresenceArea,
  items: ReviewedApplication[],
  filtersKey: string,
  myName: string | null,
): ReviewedApplication[] {
  const [state, setState] = useState<{ key: string; outcomes: Map<string, Outcome> }>({
    key: filtersKey,
    outcomes: new Map(),
  });
  const outcomes = state.key === filtersKey ? state.outcomes : null;
  const shownRef = useRef<ReviewedApplication[]>([]);

  const onNotice = useCallback(
    (notice: PanelNotice) => {
      if (notice.area !== area || !notice.key) return;
      const key = notice.key;
      const index = shownRef.current.findIndex((entry) => entry.id === key);
      const shownEntry = shownRef.current[index];
      if (!shownEntry) return;
      if (notice.change === 'approved' || notice.change === 'rejected') {
        if (notice.by !== null && notice.by === myName) return;
        const outcome: Outcome = {
          index,
          entry: decidedElsewhere(shownEntry, notice.change, notice.by),
        };
        setState((current) => {
          const next = new Map(current.key === filtersKey ? current.outcomes : []);
          next.set(key, outcome);
          return { key: filtersKey, outcomes: next };
        });
      } else if (notice.change === 'pending') {
        // Undone: the list's refetch brings it back as it is.
        setState((current) => {
          if (current.key !== filtersKey || !current.outcomes.has(key)) return current;
          const next = new Map(current.outcomes);
          next.delete(key);
          return { key: filtersKey, outcomes: next };
        });
      }
    },
    [area, filtersKey, myName],
  );
  useNoticeListener(onNotice);

  const shown = useMemo(() => {
    if (!outcomes || outcomes.size === 0) return items;
    const result = items.map((entry) => outcomes.get(entry.id)?.entry ?? entry);
    const fresh = new Set(items.map((entry) => entry.id));
    const gone = [...outcomes.values()]
      .filter((outcome) => !fresh.has(outcome.entry.id))
      .sort((a, b) => a.index - b.index);
    for (const { entry, index } of gone) {
      result.splice(Math.min(index, result.length), 0, entry);
    }
    return result;
  }, [items, outcomes]);

  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  return shown;
}

/** How long an entry stays open before the others are told. */
const presenceSettleMs = 400;

function announce(stream: string, area: PresenceArea, key: string | null) {
  return callEndpointUnparsed(eventsRoutes.setPresence, { body: { stream, area, key } }).then(
    ({ data }) => {
      const viewers = (data as { viewers?: Viewer[] } | undefined)?.viewers;
      if (key && viewers) setPresence(area, key, viewers);
    },
    () => undefined,
  );
}

/**
 * Says which entry this tab has open (renewed while it stays open), so the other staff see it;
 * nothing once the page closes or the entry folds.
 */
export function useReviewPresence(area: PresenceArea, openId: string | null): void {
  const stream = useStreamId();
  useEffect(() => {
    if (!stream) return;
    // Said once the open entry settles: moving through entries with J/K sends one call, not one
    // per key.
    const settled = setTimeout(() => void announce(stream, area, openId), presenceSettleMs);
    const renew = openId
      ? setInterval(() => void announce(stream, area, openId), eventStreamLimits.presenceRenewMs)
      : undefined;
    return () => {
      clearTimeout(settled);
      clearInterval(renew);
    };
  }, [stream, area, openId]);
  useEffect(() => {
    if (!stream) return;
    // Leaving the page with the stream still open: say so. A stream that closed (a sign-out, the
    // tab going away) has already taken its presence with it on the server.
    return () => {
      if (currentStreamId() === stream) void announce(stream, area, null);
    };
  }, [stream, area]);
}
