import { parseDateTimeLocal } from '@/lib/datetime-local';

/** The saved closing date while it is still ahead; a past one would be refused by the server. */
export function upcomingClosesAt(closesAt: string | null, now: Date): string | null {
  return closesAt !== null && new Date(closesAt).getTime() > now.getTime() ? closesAt : null;
}

export type ClosingDateResult =
  { ok: true; closesAt: string | null } | { ok: false; error: string };

/** Blank means open indefinitely; anything else must be a date still to come. */
export function readClosingDate(value: string, now: Date): ClosingDateResult {
  if (!value.trim()) return { ok: true, closesAt: null };
  const date = parseDateTimeLocal(value);
  if (!date) return { ok: false, error: 'Informe uma data e hora válidas.' };
  if (date.getTime() <= now.getTime()) {
    return { ok: false, error: 'A data de fechamento precisa estar no futuro.' };
  }
  return { ok: true, closesAt: date.toISOString() };
}
