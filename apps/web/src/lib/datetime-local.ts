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

/** 10/05/2031: how the panel writes a day, and what its date fields take. */
export function formatDateText(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** 18:30, 24-hour clock. */
export function formatTimeText(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dateText = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const timeText = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "10/05/2031" as that local day at midnight; null when it is not a real day. */
export function parseDateText(value: string): Date | null {
  const match = dateText.exec(value.trim());
  if (!match) return null;
  const [day = 0, month = 0, year = 0] = match.slice(1).map(Number);
  if (year < 1000) return null;
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Whether "18:30" is a time of day on a 24-hour clock. */
export function isTimeText(value: string): boolean {
  return timeText.test(value.trim());
}

/** Digits typed into a day field, with the slashes put in: "1005203" -> "10/05/203". */
export function maskDateText(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** Digits typed into a time field, with the colon put in: "183" -> "18:3". */
export function maskTimeText(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/**
 * A day ("10/05/2031") and a time ("18:30") as the forms' value ("2031-05-10T18:30"), the
 * same a `datetime-local` input gives. Both blank: "". Anything else is returned as typed,
 * which `parseDateTimeLocal` refuses, so the form says the date is not valid.
 */
export function joinDateTimeText(day: string, time: string): string {
  if (!day.trim() && !time.trim()) return '';
  const date = parseDateText(day);
  if (!date || !isTimeText(time)) return `${day.trim()} ${time.trim()}`.trim();
  return `${toDateTimeLocalValue(date).slice(0, 10)}T${time.trim()}`;
}
