import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationKeys, dashboardQueryKey, ticketKeys } from './query-keys';
import { startLiveUpdates, useLiveStatus } from './live-updates';
import { renderHook, act } from '@testing-library/react';

/** What the browser's EventSource does, driven by the test. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
    }
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.closed = true;
  }
}

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live updates', () => {
  it('turns notices into one batch of invalidations and goes live on ready', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const status = renderHook(() => useLiveStatus());
    act(() => {
      stop = startLiveUpdates(client);
    });
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/events');
    expect(status.result.current).toBe('connecting');
    act(() => source?.emit('ready', { stream: 's-1' }));
    expect(status.result.current).toBe('live');

    source?.emit('notice', { area: 'allowlists', key: '1', change: 'approved', by: 'Bruno' }, '5');
    source?.emit('notice', { area: 'tickets', key: '2', change: 'created', by: null }, '6');
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(applicationKeys.kind('allowlists'));
    expect(keys).toContainEqual(ticketKeys.all);
    // The dashboard, stale twice, refetches once.
    expect(
      keys.filter((key) => JSON.stringify(key) === JSON.stringify(dashboardQueryKey)),
    ).toHaveLength(1);
  });

  it('polls when the stream is refused or stays silent, and resumes after the last notice', () => {
    const client = new QueryClient();
    const status = renderHook(() => useLiveStatus());
    act(() => {
      stop = startLiveUpdates(client);
    });
    const first = FakeEventSource.last;
    act(() => first?.emit('ready', { stream: 's-1' }));
    first?.emit('notice', { area: 'audit', key: '9', change: 'x', by: null }, '41');
    // No ping for longer than two heartbeats: a proxy holds the stream.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(status.result.current).toBe('polling');
    expect(first?.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    const second = FakeEventSource.last;
    expect(second).not.toBe(first);
    expect(second?.url).toBe('/api/events?lastEventId=41');
    act(() => second?.fail());
    expect(status.result.current).toBe('polling');
  });

  it('stops for good when the session ends', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const status = renderHook(() => useLiveStatus());
    act(() => {
      stop = startLiveUpdates(client);
    });
    const source = FakeEventSource.last;
    act(() => source?.emit('ready', { stream: 's-1' }));
    act(() => source?.emit('end', { reason: 'signed-out' }));
    expect(status.result.current).toBe('off');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'me'] });
    vi.advanceTimersByTime(300_000);
    expect(FakeEventSource.last).toBe(source);
  });
});
