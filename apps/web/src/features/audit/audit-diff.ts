import { isPermissionKey, permissionLabels } from '@panel/contract/permissions';
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

const keyLabels: Record<string, string> = {
  role: 'Cargo',
  roleName: 'Cargo',
  isOpen: 'Inscrições abertas',
  closesAt: 'Fecha em',
  description: 'Descrição',
  status: 'Status',
  reason: 'Motivo',
};

/** The key written for people: a permission's Portuguese name, a known field, or the key. */
export function labelOfKey(key: string): string {
  if (isPermissionKey(key)) return permissionLabels[key];
  return keyLabels[key] ?? key;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as a reader expects it: "Sim"/"Não", "—" for nothing, dates in pt-BR. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'string') {
    if (value === '') return '(vazio)';
    return isoDateTime.test(value) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '(vazio)' : value.map(formatAuditValue).join(', ');
  }
  // Nested objects are rare in the log; compact JSON keeps them readable enough.
  return JSON.stringify(value);
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
  sides: { hasBefore: boolean; hasAfter: boolean },
  b: unknown,
  a: unknown,
): AuditDiffRow {
  const { hasBefore, hasAfter } = sides;
  const entry: AuditDiffRow = {
    key,
    label,
    changed: !(hasBefore && hasAfter) || !sameValue(b, a),
  };
  if (hasBefore) entry.before = formatAuditValue(b);
  if (hasAfter) entry.after = formatAuditValue(a);
  return entry;
}

/**
 * The before and after values of an audit entry as rows, one per key for objects.
 * Returns null when there is nothing to show (both sides empty).
 */
export function diffAuditValues(before: unknown, after: unknown): AuditDiff | null {
  const hasBefore = !isNothing(before);
  const hasAfter = !isNothing(after);
  if (!hasBefore && !hasAfter) return null;

  const sides = { hasBefore, hasAfter };
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
    diffRow(key, labelOfKey(key), sides, beforeObject[key], afterObject[key]),
  );
  return {
    changed: rows.filter((entry) => entry.changed),
    unchanged: rows.filter((entry) => !entry.changed),
  };
}
