import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  eventStreamLimits,
  type PanelNotice,
  type PresenceArea,
  type PresenceNotice,
  type Viewer,
} from '@panel/contract/api/events';
import { eventsRoutes } from '@panel/contract/endpoints/events-routes';
import { isEventStreamClosed, openEventStream, type EventStream } from './api-client';
import { staleKeysOf } from './live-notice-keys';
import { currentUserQueryKey } from './query-keys';

/**
 * Live updates: one stream of change notices (`GET /api/events`) per tab, turned into query
 * invalidations, and the presence on review entries. When the stream cannot open or stays
 * silent (a proxy that buffers it), the app polls as before and says so in the top bar.
 * See docs/decisions/2026-11-28-live-updates.md.
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'polling';

type Listener = () => void;
type NoticeListener = (notice: PanelNotice) => void;

/** How long the first event may take before the stream counts as buffered. */
const readyWithinMs = 10_000;
/** Silence longer than this (no `ping` either) means the stream is stuck. */
const silentAfterMs = eventStreamLimits.heartbeatMs * 2 + 5_000;
/** Invalidations of a burst of notices wait this long, then go together. */
const batchMs = 150;
/** A hidden tab lets its stream go after this long (the browser's connections are few). */
const hiddenCloseMs = 5 * 60_000;
const retryMs = [5_000, 15_000, 60_000, 120_000];

let status: LiveStatus = 'off';
let streamId: string | null = null;
const statusListeners = new Set<Listener>();
const noticeListeners = new Set<NoticeListener>();
const presence = new Map<string, Viewer[]>();
const presenceListeners = new Set<Listener>();

function setStatus(next: LiveStatus, stream: string | null = streamId) {
  if (next === status && stream === streamId) return;
  status = next;
  streamId = stream;
  // Readable from outside the app (diagnostics, the end-to-end tests): `<html data-live>`.
  document.documentElement.dataset.live = next;
  for (const listener of statusListeners) listener();
}

const subscribeStatus = (listener: Listener) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, () => status);
}

/** The open stream's id, which presence calls name; `null` while there is none. */
export function useStreamId(): string | null {
  return useSyncExternalStore(subscribeStatus, () => streamId);
}

/** The open stream's id now (outside React). */
export function currentStreamId(): string | null {
  return streamId;
}

/** `ms` while polling; `false` once notices keep the data fresh. */
export function useLivePollInterval(ms: number): number | false {
  return useLiveStatus() === 'live' ? false : ms;
}

/** Calls `listener` with each notice this tab reads. */
export function useNoticeListener(listener: NoticeListener): void {
  useEffect(() => {
    noticeListeners.add(listener);
    return () => {
      noticeListeners.delete(listener);
    };
  }, [listener]);
}

const presenceKey = (area: PresenceArea, key: string) => `${area}:${key}`;

export function setPresence(area: PresenceArea, key: string, viewers: Viewer[]): void {
  presence.set(presenceKey(area, key), viewers);
  for (const listener of presenceListeners) listener();
}

const noViewers: Viewer[] = [];
const subscribePresence = (listener: Listener) => {
  presenceListeners.add(listener);
  return () => presenceListeners.delete(listener);
};

/** Who has this entry open (the reader included), as the stream last said. */
export function usePresenceViewers(area: PresenceArea, key: string): Viewer[] {
  return useSyncExternalStore(
    subscribePresence,
    () => presence.get(presenceKey(area, key)) ?? noViewers,
  );
}

/**
 * Opens the stream and keeps it: reconnects (resuming after the last notice), falls back to
 * polling, lets it go while the tab is hidden. Returns the function that stops it all.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let source: EventStream | null = null;
  let lastEventId: string | null = null;
  let attempt = 0;
  let stopped = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  const stale = new Map<string, readonly unknown[]>();

  const invalidate = (keys: readonly (readonly unknown[])[]) => {
    for (const key of keys) stale.set(JSON.stringify(key), key);
    batchTimer ??= setTimeout(() => {
      batchTimer = undefined;
      const keys = [...stale.values()];
      stale.clear();
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }, batchMs);
  };

  const close = () => {
    clearTimeout(watchdog);
    source?.close();
    source = null;
  };

  const fallBack = () => {
    close();
    setStatus('polling', null);
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(open, retryMs[Math.min(attempt++, retryMs.length - 1)]);
  };

  const heard = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(fallBack, silentAfterMs);
  };

  function open() {
    close();
    if (stopped) return;
    const next = openEventStream(eventsRoutes.events, {
      query: lastEventId ? { lastEventId } : {},
    });
    if (!next) {
      // No EventSource in this browser: the app polls as before.
      setStatus('polling', null);
      return;
    }
    source = next;
    if (status !== 'polling') setStatus('connecting', null);
    watchdog = setTimeout(fallBack, readyWithinMs);

    next.addEventListener('ready', (event) => {
      const { stream } = JSON.parse(event.data as string) as { stream: string };
      attempt = 0;
      heard();
      setStatus('live', stream);
    });
    next.addEventListener('notice', (event) => {
      heard();
      if (event.lastEventId) lastEventId = event.lastEventId;
      const notice = JSON.parse(event.data as string) as PanelNotice;
      invalidate(staleKeysOf(notice));
      for (const listener of noticeListeners) listener(notice);
    });
    next.addEventListener('presence', (event) => {
      heard();
      const { area, key, viewers } = JSON.parse(event.data as string) as PresenceNotice;
      setPresence(area, key, viewers);
    });
    next.addEventListener('resync', () => {
      heard();
      void queryClient.invalidateQueries();
    });
    next.addEventListener('session', () => {
      heard();
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    });
    next.addEventListener('end', (event) => {
      const { reason } = JSON.parse(event.data as string) as { reason: string };
      close();
      if (reason === 'signed-out') {
        // The session is over: the next read of it sends the page to the sign-in.
        setStatus('off', null);
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      } else {
        fallBack();
      }
    });
    next.addEventListener('ping', heard);
    next.onerror = () => {
      // Refused (429, 401) or cut: EventSource gives up on the first, retries the second.
      if (isEventStreamClosed(next) || status !== 'live') fallBack();
    };
  }

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        close();
        setStatus('off', null);
      }, hiddenCloseMs);
    } else if (!source) {
      clearTimeout(retry);
      open();
    }
  };

  document.addEventListener('visibilitychange', onVisibility);
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(hiddenTimer);
    clearTimeout(batchTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    close();
    setStatus('off', null);
  };
}
