import type { Executor } from '../../db/client';
import {
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { findVoiceDayEvents } from './repository/member-events';

/** "45min", "2h 15min": time in voice the one way the panel writes it. */
function durationText(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  if (minutes < 60) return `${minutes}min`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}min`;
}

/** `20261205` → `05/12/2026`. */
function dayText(rowId: string): string {
  return `${rowId.slice(6, 8)}/${rowId.slice(4, 6)}/${rowId.slice(0, 4)}`;
}

/** The member's time in voice, one event per day (the member's file's timeline). */
export async function memberVoiceEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findVoiceDayEvents(db, query);
  const href = pageLink('calls', { search: query.discordId });
  return rows.map((row) => ({
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `voice:${row.row_id}`,
      kind: 'voice',
      at: isoOfMicros(row.micros),
      // `seconds` leaves the AFK channel out; counted time may still hold it.
      title: row.seconds > 0 ? `Em call por ${durationText(row.seconds)}` : 'Em call no canal AFK',
      tone: 'neutral',
      actor: null,
      detail: null,
      fields: [
        { label: 'Dia', value: dayText(row.row_id) },
        { label: 'Tempo que conta pontos', value: durationText(row.counted_seconds) },
      ],
      images: [],
      href,
    },
  }));
}
