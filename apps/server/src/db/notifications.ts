/** What a listener reports: each payload, and whether it is listening (nothing missed). */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** `false` when the connection dropped (messages may be lost), `true` once listening again. */
  onListening(listening: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** PGlite is one connection in this process: its notifications arrive on commit. */
export async function listenPglite(
  db: {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    readonly closed: boolean;
  },
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const unlisten = await db.listen(channel, (payload) => handlers.onMessage(payload));
  handlers.onListening(true);
  return {
    async close() {
      if (!db.closed) await unlisten();
    },
  };
}
