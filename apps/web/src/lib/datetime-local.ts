const pad = (value: number) => String(value).padStart(2, '0');

/** "2031-05-10T18:30" in the viewer's time zone: what `<input type="datetime-local">` takes. */
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
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  // `new Date` rolls 31/02 over to March; such a value was never a date.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * "2031-05-10T18:30:00-03:00": the moment with the viewer's own offset, so the stored value
 * and the audit log say which local time the staff member meant.
 */
export function toIsoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toDateTimeLocalValue(date)}:${pad(date.getSeconds())}${sign}${hours}:${minutes}`;
}
