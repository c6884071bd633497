import { auditDateMessages } from '@panel/contract/api/audit';
import { parseDateTimeLocal } from '@/lib/datetime-local';

/**
 * A period filter's ends are typed in the viewer's clock, as every date of the panel is shown
 * (`formatDateTime`) and typed (`DateTimeField`): "2026-01-10T00:00" as a local date and time.
 * The server gets each end as a moment with the viewer's offset; "até 23:59" takes in that whole
 * minute.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "2026-01-10T23:59:59.999-03:00": a local moment with its offset, to the millisecond. */
function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${day}T${time}.${pad(date.getMilliseconds(), 3)}${zone}`;
}

/** The first moment of the period: the start of its first minute. */
export function periodStart(value: string): string | undefined {
  const date = parseDateTimeLocal(value);
  return date ? isoWithOffset(date) : undefined;
}

/** The last moment of the period: the end of its last minute. */
export function periodEnd(value: string): string | undefined {
  const date = parseDateTimeLocal(value);
  if (!date) return undefined;
  date.setSeconds(59, 999);
  return isoWithOffset(date);
}

export const invalidDateMessage = 'Data inválida: use dd/mm/aaaa e hh:mm.';

/** What is wrong with a period's ends as typed ("" is no end); null for each end that is fine. */
export function periodErrors(from: string, to: string): { from: string | null; to: string | null } {
  const start = from ? parseDateTimeLocal(from) : null;
  const end = to ? parseDateTimeLocal(to) : null;
  return {
    from: from && !start ? invalidDateMessage : null,
    to:
      to && !end
        ? invalidDateMessage
        : start && end && start > end
          ? auditDateMessages.order
          : null,
  };
}
