import { tokenTypeLabels } from '@panel/contract/api/tokens';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { codeStatus } from '../code-status';
import { CodeBinding } from './code-binding';
import { CodeStatusBadge } from './code-status-badge';
import type { CodesViewProps } from './codes-table';
import { DeleteCodeButton } from './delete-code-button';

/** The phone layout: one card per code, the same facts as the table's row. */
export function CodeCards({ codes, now, canManage, stale, className }: CodesViewProps) {
  return (
    <ul
      aria-label="Códigos"
      aria-busy={stale}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60', className)}
    >
      {codes.map((code) => (
        <li
          key={code.id}
          aria-label={code.token}
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm"
        >
          <div className="flex items-center gap-2">
            <span className="font-mono text-base font-semibold">{code.token}</span>
            <CodeStatusBadge status={codeStatus(code, now)} />
            {canManage ? (
              <div className="ml-auto">
                <DeleteCodeButton code={code} />
              </div>
            ) : null}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted-foreground">Usos</dt>
            <dd className="tabular-nums">
              {code.uses} / {code.maxUses}
            </dd>
            <dt className="text-muted-foreground">Expira em</dt>
            <dd className="tabular-nums">{formatDateTime(code.expiresAt)}</dd>
            <dt className="text-muted-foreground">Tipo</dt>
            <dd>{tokenTypeLabels[code.type]}</dd>
            <dt className="text-muted-foreground">Vínculos</dt>
            <dd>
              <CodeBinding code={code} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
