import { enumValueLabel, labelOfKey } from './audit-labels';
import { formatDateTime } from '@/lib/format-date';

/**
 * One line of an entry's changes. `before` is absent when there was nothing before (a
 * creation) and `after` when nothing is left (a removal), so that side is not shown at all.
 */
export interface AuditDiffRow {
  key: string;
  label: string;
  before?: string;
  after?: string;
  changed: boolean;
}

export interface AuditDiff {
  /** Rows whose value changed (every row of a creation or a removal). */
  changed: AuditDiffRow[];
  /** Rows present on both sides with the same value. */
  unchanged: AuditDiffRow[];
}

type PlainObject = Record<string, unknown>;

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const sizeFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 1_250_000 -> "1,2 MB". */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormatter.format(bytes / 1024)} KB`;
  return `${sizeFormatter.format(bytes / (1024 * 1024))} MB`;
}

/** A stored file (blacklist evidence) by its name and size; hashes and types say nothing here. */
function formatFile(file: PlainObject): string {
  const name = typeof file.fileName === 'string' ? file.fileName : 'arquivo';
  return typeof file.size === 'number' ? `${name} (${formatBytes(file.size)})` : name;
}

/**
 * A stored value as a reader expects it: "Sim"/"Não", "—" for nothing, dates in pt-BR, the
 * Portuguese words of a known enum (by field `key` and the entry's `action`), objects as
 * "Campo: valor" pairs.
 */
export function formatAuditValue(value: unknown, key = '', action = ''): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'string') {
    if (value === '') return '(vazio)';
    const label = enumValueLabel(key, value, action);
    if (label !== undefined) return label;
    return isoDateTime.test(value) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value)) {
    return value.length === 0
      ? '(vazio)'
      : value.map((item) => formatAuditValue(item, key, action)).join(', ');
  }
  if (isPlainObject(value)) {
    if ('fileName' in value) return formatFile(value);
    const pairs = Object.entries(value).map(
      ([inner, item]) => `${labelOfKey(inner, action)}: ${formatAuditValue(item, inner, action)}`,
    );
    return pairs.length === 0 ? '(vazio)' : pairs.join('; ');
  }
  return JSON.stringify(value) ?? '—';
}

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNothing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/**
 * Stored JSON only: key order is part of what the server wrote, so stringify compares well.
 * A key set to null on one side and absent on the other reads "—" on both: no change.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (isNothing(a) && isNothing(b)) return true;
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function diffRow(
  key: string,
  label: string,
  sides: { hasBefore: boolean; hasAfter: boolean; action: string },
  b: unknown,
  a: unknown,
): AuditDiffRow {
  const { hasBefore, hasAfter } = sides;
  const entry: AuditDiffRow = {
    key,
    label,
    changed: !(hasBefore && hasAfter) || !sameValue(b, a),
  };
  const field = key === 'value' ? '' : key;
  if (hasBefore) entry.before = formatAuditValue(b, field, sides.action);
  if (hasAfter) entry.after = formatAuditValue(a, field, sides.action);
  return entry;
}

/**
 * The before and after values of an audit entry as rows, one per key for objects, read with
 * the entry's `action` (`tickets.approve`) for the words of its values.
 * Returns null when there is nothing to show (both sides empty).
 */
export function diffAuditValues(before: unknown, after: unknown, action = ''): AuditDiff | null {
  const hasBefore = !isNothing(before);
  const hasAfter = !isNothing(after);
  if (!hasBefore && !hasAfter) return null;

  const sides = { hasBefore, hasAfter, action };
  const objects = (isPlainObject(before) || !hasBefore) && (isPlainObject(after) || !hasAfter);
  if (!objects) {
    // A bare value (a string, a list): one row for the whole thing.
    const single = diffRow('value', 'Valor', sides, before, after);
    return single.changed
      ? { changed: [single], unchanged: [] }
      : { changed: [], unchanged: [single] };
  }

  // Past the check above, a side that is not an object is empty.
  const beforeObject: PlainObject = isPlainObject(before) ? before : {};
  const afterObject: PlainObject = isPlainObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(beforeObject), ...Object.keys(afterObject)])];
  const rows = keys.map((key) =>
    diffRow(key, labelOfKey(key, action), sides, beforeObject[key], afterObject[key]),
  );
  return {
    changed: rows.filter((entry) => entry.changed),
    unchanged: rows.filter((entry) => !entry.changed),
  };
}
