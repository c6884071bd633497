import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventsChannel, presencePayload, type PresenceMessage } from './notices';

/**
 * Announces who is looking at what to every process. Presence is the one thing application
 * code announces; data changes are announced by the tables' triggers (migration 0035).
 */
export function notifyPresence(db: Database, message: PresenceMessage): Promise<unknown> {
  return db.execute(sql`select pg_notify(${eventsChannel}, ${presencePayload(message)})`);
}
