import http, { type IncomingMessage } from 'node:http';

/** One event of a stream, as a browser's EventSource reads it. */
export interface ReadEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface EventClient {
  status: number;
  /** Every event read so far. */
  readonly events: ReadEvent[];
  /** The first event (read or to come) that `match` accepts; fails after `timeoutMs`. */
  next(match: (event: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  /** The stream's id from its `ready` event. */
  stream(): Promise<string>;
  /** Whether the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/**
 * Opens `/api/events` over real HTTP and parses its server-sent events (id, event, data; comment
 * lines skipped). Waits are on conditions: `next` resolves as soon as the event arrives.
 */
export async function openEvents(
  base: string,
  cookie: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<EventClient> {
  // A socket of its own (no pool): closing the client closes it, and nothing lingers.
  const url = new URL(`${base}/api/events${options.query ?? ''}`);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.get(url, {
      agent: false,
      headers: {
        cookie,
        accept: 'text/event-stream',
        ...(options.lastEventId && { 'last-event-id': options.lastEventId }),
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
  });
  const events: ReadEvent[] = [];
  const waiters = new Set<() => void>();
  let finished = false;
  const ended = (async () => {
    response.setEncoding('utf8');
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const split = line.indexOf(':');
            fields.set(line.slice(0, split), line.slice(split + 1).trimStart());
          }
          const data = fields.get('data');
          if (data === undefined) continue;
          events.push({
            id: fields.get('id') ?? null,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(data),
          });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Destroyed by close().
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();

  const next = (match: (event: ReadEvent) => boolean, timeoutMs = 10_000) =>
    new Promise<ReadEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (found) {
          done();
          resolve(found);
        } else if (finished) {
          done();
          reject(new Error(`stream ended; read: ${JSON.stringify(events)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no such event in ${timeoutMs} ms; read: ${JSON.stringify(events)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    status: response.statusCode ?? 0,
    events,
    next,
    stream: async () =>
      ((await next((event) => event.event === 'ready')).data as { stream: string }).stream,
    ended,
    close: () => response.destroy(),
  };
}

/** Matches a change notice whose fields have these values, for `EventClient.next`. */
export const notice =
  (match: Record<string, unknown>) =>
  (event: ReadEvent): boolean =>
    event.event === 'notice' &&
    Object.entries(match).every(
      ([key, value]) => (event.data as Record<string, unknown>)[key] === value,
    );
