import { tokenTypeLabels, type Token } from '@panel/contract/api/tokens';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { codeStatus } from '../code-status';
import { CodeBinding } from './code-binding';
import { CodeStatusBadge } from './code-status-badge';
import { DeleteCodeButton } from './delete-code-button';

export interface CodesViewProps {
  codes: Token[];
  now: Date;
  canManage: boolean;
  /** The next page is loading; these are the previous results. */
  stale: boolean;
  className?: string;
}

const head = 'px-4 py-2.5 text-left text-xs font-medium text-muted-foreground';
const cell = 'px-4 py-3 align-middle';

/** The desktop layout: one row per code. */
export function CodesTable({ codes, now, canManage, stale, className }: CodesViewProps) {
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-xl border bg-card transition-opacity',
        stale && 'opacity-60',
        className,
      )}
    >
      <table aria-busy={stale} className="w-full text-sm">
        <caption className="sr-only">Códigos</caption>
        <thead className="border-b bg-muted/40">
          <tr>
            <th scope="col" className={head}>
              Código
            </th>
            <th scope="col" className={head}>
              Usos
            </th>
            <th scope="col" className={head}>
              Expira em
            </th>
            <th scope="col" className={head}>
              Tipo
            </th>
            <th scope="col" className={head}>
              Vínculos
            </th>
            <th scope="col" className={head}>
              Situação
            </th>
            {canManage ? (
              <th scope="col" className={head}>
                <span className="sr-only">Ações</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {codes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className={cn(cell, 'text-left font-mono font-medium')}>
                {code.token}
              </th>
              <td className={cn(cell, 'tabular-nums')}>
                {code.uses} / {code.maxUses}
              </td>
              <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
                {formatDateTime(code.expiresAt)}
              </td>
              <td className={cell}>{tokenTypeLabels[code.type]}</td>
              <td className={cell}>
                <CodeBinding code={code} />
              </td>
              <td className={cell}>
                <CodeStatusBadge status={codeStatus(code, now)} />
              </td>
              {canManage ? (
                <td className={cn(cell, 'w-px text-right')}>
                  <DeleteCodeButton code={code} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
