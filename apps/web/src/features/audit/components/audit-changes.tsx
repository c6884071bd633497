import { ArrowRight } from 'lucide-react';
import type { AuditDiff, AuditDiffRow } from '../audit-diff';
import { AuditValue } from './audit-value';

interface AuditChangesProps {
  id: string;
  diff: AuditDiff;
  hidden: boolean;
}

/**
 * The before → after values of one entry, one row per changed field. Drawn only when shown:
 * the names of the ids in it are looked up then, not for every entry of the page.
 */
export function AuditChanges({ id, diff, hidden }: AuditChangesProps) {
  return (
    <div id={id} hidden={hidden} className="mt-3 rounded-lg border bg-muted/40 p-3">
      {hidden ? null : <ChangedRows diff={diff} />}
    </div>
  );
}

function ChangedRows({ diff }: { diff: AuditDiff }) {
  const { changed, unchanged } = diff;
  return (
    <>
      {changed.length > 0 ? (
        <ul aria-label="Alterações" className="grid gap-2">
          {changed.map((row) => (
            <AuditChangeRow key={row.key} row={row} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhum valor foi alterado.</p>
      )}
      {unchanged.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {unchanged.length === 1
            ? '1 campo sem alteração oculto.'
            : `${unchanged.length} campos sem alteração ocultos.`}
        </p>
      ) : null}
    </>
  );
}

function AuditChangeRow({ row }: { row: AuditDiffRow }) {
  const { label, before, after } = row;
  return (
    <li className="grid gap-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:gap-3">
      <span className="font-medium wrap-anywhere">{label}</span>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {before !== undefined ? (
          <>
            {/* Screen readers rarely announce del/ins, so the side is said in words. */}
            <span className="sr-only">antes:</span>
            <del className="rounded bg-red-500/10 px-1.5 py-0.5 wrap-anywhere text-red-800 decoration-red-500/40 dark:text-red-200">
              <AuditValue parts={before} />
            </del>
          </>
        ) : null}
        {before !== undefined && after !== undefined ? (
          <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
        ) : null}
        {after !== undefined ? (
          <>
            <span className="sr-only">depois:</span>
            <ins className="rounded bg-emerald-500/10 px-1.5 py-0.5 wrap-anywhere text-emerald-800 no-underline dark:text-emerald-200">
              <AuditValue parts={after} />
            </ins>
          </>
        ) : null}
      </span>
    </li>
  );
}
