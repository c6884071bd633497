import { auditFieldRef, type AuditFieldRef } from '@panel/contract/api/audit-fields';
import { snowflakePattern } from '@panel/contract/constants';
import { enumValueLabel, labelOfKey } from './audit-labels';
import { formatDateTime } from '@/lib/format-date';

/** What the page looks a name up for: the ids of the guild's members, roles and channels, a game server, a product. */
export type AuditNamedRef = Exclude<AuditFieldRef, 'row'>;

/**
 * A piece of a shown value: text, or an id the page names. `name` is the name the entry itself
 * kept beside the id (`categoryName`, a blacklist entry's `discordUsername`), preferred to a
 * lookup.
 */
export type AuditValuePart =
  | { kind: 'text'; text: string }
  | { kind: 'ref'; ref: AuditNamedRef; id: string; name: string | null };

/**
 * One line of an entry's changes. `before` is absent when there was nothing before (a
 * creation) and `after` when nothing is left (a removal), so that side is not shown at all.
 */
export interface AuditDiffRow {
  key: string;
  label: string;
  before?: AuditValuePart[];
  after?: AuditValuePart[];
  changed: boolean;
}

export interface AuditDiff {
  /** Rows whose value changed (every row of a creation or a removal). */
  changed: AuditDiffRow[];
  /** Rows present on both sides with the same value. */
  unchanged: AuditDiffRow[];
}

type PlainObject = Record<string, unknown>;

/** What a value is read with: its field, the entry's action, and the object it sits in. */
interface ValueContext {
  key: string;
  action: string;
  siblings?: PlainObject;
}

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
 * The name the entry kept beside an id field: `categoryName` beside `categoryId`, the
 * `discordUsername` of a blacklist entry beside its `target`.
 */
function nameKeyOf(key: string): string | null {
  if (key === 'target') return 'discordUsername';
  return /.Id$/.test(key) ? `${key.slice(0, -2)}Name` : null;
}

function keptName(context: ValueContext): string | null {
  const nameKey = nameKeyOf(context.key);
  const name = nameKey ? context.siblings?.[nameKey] : undefined;
  return typeof name === 'string' && name !== '' ? name : null;
}

const text = (value: string): AuditValuePart => ({ kind: 'text', text: value });

/** An id of a field that names something: a reference the page names, or a row's number. */
function idPart(id: string, ref: AuditFieldRef, context: ValueContext): AuditValuePart {
  const name = keptName(context);
  if (ref === 'row') return text(name ?? `#${id}`);
  // Only a Discord id names a member; a blacklist entry's game identifier stays as written.
  if (ref === 'member' && !snowflakePattern.test(id)) return text(id);
  return { kind: 'ref', ref, id, name };
}

function joinParts(lists: AuditValuePart[][], separator: string): AuditValuePart[] {
  return lists.flatMap((list, index) => (index === 0 ? list : [text(separator), ...list]));
}

/**
 * A stored value as a reader expects it: "Sim"/"Não", "—" for nothing, dates in pt-BR, the
 * Portuguese words of a known enum (by field and the entry's action), the ids of a field that
 * names something as references to name, objects as "Campo: valor" pairs.
 */
function valueParts(value: unknown, context: ValueContext): AuditValuePart[] {
  if (value === null || value === undefined) return [text('—')];
  const ref = auditFieldRef(context.key);
  if (ref && (typeof value === 'string' || typeof value === 'number') && value !== '') {
    return [idPart(String(value), ref, context)];
  }
  if (typeof value === 'boolean') return [text(value ? 'Sim' : 'Não')];
  if (typeof value === 'number') return [text(value.toLocaleString('pt-BR'))];
  if (typeof value === 'string') {
    if (value === '') return [text('(vazio)')];
    const label = enumValueLabel(context.key, value, context.action);
    if (label !== undefined) return [text(label)];
    return [text(isoDateTime.test(value) ? formatDateTime(value) : value)];
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return [text('(vazio)')];
    const items = value.map((item) =>
      valueParts(item, { key: context.key, action: context.action }),
    );
    return joinParts(items, ', ');
  }
  if (isPlainObject(value)) {
    if ('fileName' in value) return [text(formatFile(value))];
    const pairs = shownKeys(value).map((inner) => [
      text(`${labelOfKey(inner, context.action)}: `),
      ...valueParts(value[inner], { key: inner, action: context.action, siblings: value }),
    ]);
    return pairs.length === 0 ? [text('(vazio)')] : joinParts(pairs, '; ');
  }
  return [text(JSON.stringify(value) ?? '—')];
}

/** A shown value as plain text: a reference by the name the entry kept, else its id. */
export function partsText(parts: readonly AuditValuePart[]): string {
  return parts.map((part) => (part.kind === 'text' ? part.text : (part.name ?? part.id))).join('');
}

/** `valueParts` as text, for a value alone (`key` its field, `action` the entry's). */
export function formatAuditValue(value: unknown, key = '', action = ''): string {
  return partsText(valueParts(value, { key, action }));
}

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNothing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** The keys shown: a name the entry kept beside its id is shown in the id's row, not twice. */
function shownKeys(...objects: PlainObject[]): string[] {
  const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
  const folded = new Set(
    keys.flatMap((key) => {
      const nameKey = /.Id$/.test(key) ? nameKeyOf(key) : null;
      return nameKey ? [nameKey] : [];
    }),
  );
  return keys.filter((key) => !folded.has(key));
}

/**
 * Stored JSON only: key order is part of what the server wrote, so stringify compares well.
 * A key set to null on one side and absent on the other reads "—" on both: no change.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (isNothing(a) && isNothing(b)) return true;
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

interface Sides {
  hasBefore: boolean;
  hasAfter: boolean;
  action: string;
  beforeObject?: PlainObject;
  afterObject?: PlainObject;
}

function diffRow(key: string, label: string, sides: Sides, b: unknown, a: unknown): AuditDiffRow {
  const { hasBefore, hasAfter, action } = sides;
  const entry: AuditDiffRow = {
    key,
    label,
    changed: !(hasBefore && hasAfter) || !sameValue(b, a),
  };
  const field = key === 'value' ? '' : key;
  if (hasBefore) entry.before = valueParts(b, { key: field, action, siblings: sides.beforeObject });
  if (hasAfter) entry.after = valueParts(a, { key: field, action, siblings: sides.afterObject });
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

  const objects = (isPlainObject(before) || !hasBefore) && (isPlainObject(after) || !hasAfter);
  if (!objects) {
    // A bare value (a string, a list): one row for the whole thing.
    const single = diffRow('value', 'Valor', { hasBefore, hasAfter, action }, before, after);
    return single.changed
      ? { changed: [single], unchanged: [] }
      : { changed: [], unchanged: [single] };
  }

  // Past the check above, a side that is not an object is empty.
  const beforeObject: PlainObject = isPlainObject(before) ? before : {};
  const afterObject: PlainObject = isPlainObject(after) ? after : {};
  const sides = { hasBefore, hasAfter, action, beforeObject, afterObject };
  const rows = shownKeys(beforeObject, afterObject).map((key) =>
    diffRow(key, labelOfKey(key, action), sides, beforeObject[key], afterObject[key]),
  );
  return {
    changed: rows.filter((entry) => entry.changed),
    unchanged: rows.filter((entry) => !entry.changed),
  };
}
