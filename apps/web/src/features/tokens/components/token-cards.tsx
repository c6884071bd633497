import { tokenTypeLabels } from '@panel/contract/api/tokens';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { tokenStatus } from '../token-status';
import { TokenBinding } from './token-binding';
import { TokenStatusBadge } from './token-status-badge';
import type { TokensViewProps } from './tokens-table';
import { CopyTokenButton } from './copy-token-button';
import { DeleteTokenButton } from './delete-token-button';

/** The phone layout: one card per code, the same facts as the table's row. */
export function TokenCards({ tokens, now, canManage, stale, className }: TokensViewProps) {
  return (
    <ul
      aria-label="Códigos"
      aria-busy={stale}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60', className)}
    >
      {tokens.map((token) => (
        <li
          key={token.id}
          aria-label={token.token}
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-semibold">{token.token}</span>
            <TokenStatusBadge status={tokenStatus(token, now)} />
            <div className="ml-auto flex items-center gap-1">
              <CopyTokenButton token={token.token} />
              {canManage ? <DeleteTokenButton token={token} /> : null}
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted-foreground">Usos</dt>
            <dd className="tabular-nums">
              {token.uses} / {token.maxUses}
            </dd>
            <dt className="text-muted-foreground">Expira em</dt>
            <dd className="tabular-nums">{formatDateTime(token.expiresAt)}</dd>
            <dt className="text-muted-foreground">Tipo</dt>
            <dd>{tokenTypeLabels[token.type]}</dd>
            <dt className="text-muted-foreground">Vínculos</dt>
            <dd>
              <TokenBinding token={token} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
