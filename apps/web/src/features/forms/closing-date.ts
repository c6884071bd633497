const pad = (value: number) => String(value).padStart(2, '0');

/** "2031-05-10T18:30" in the viewer's time zone: the value `<input type="datetime-local">` takes. */
export function toDateTimeLocalValue(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The input's value read as the viewer's local time; null when it is not a real date. */
export function parseDateTimeLocal(value: string): Date | null {
  const match = localDateTime.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  // `new Date` rolls 31/02 over to March; such a value was never a date.
  return date.getMonth() === (month ?? 1) - 1 && date.getDate() === day ? date : null;
}

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
