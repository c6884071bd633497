import { tokenTypeLabels, type Token } from '@panel/contract/api/tokens';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { tokenStatus } from '../token-status';
import { CopyTokenButton } from './copy-token-button';
import { DeleteTokenButton } from './delete-token-button';
import { TokenBinding } from './token-binding';
import { TokenStatusBadge } from './token-status-badge';

export interface TokensViewProps {
  tokens: Token[];
  now: Date;
  canManage: boolean;
  /** The next page is loading; these are the previous results. */
  stale: boolean;
  className?: string;
}

/** The desktop layout: one row per code. */
export function TokensTable({ tokens, now, canManage, stale, className }: TokensViewProps) {
  return (
    <Table
      aria-busy={stale}
      containerClassName={cn('transition-opacity', stale && 'opacity-60', className)}
    >
      <TableCaption>Códigos</TableCaption>
      <TableHeader className="[&_th]:py-2.5">
        <TableRow>
          <TableHead>Código</TableHead>
          <TableHead>
            <span className="sr-only">Copiar</span>
          </TableHead>
          <TableHead>Usos</TableHead>
          <TableHead>Expira em</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>Vínculos</TableHead>
          <TableHead>Situação</TableHead>
          {canManage ? (
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {tokens.map((token) => (
          <TableRow key={token.id}>
            <TableRowHeader className="font-mono font-medium">{token.token}</TableRowHeader>
            <TableCell className="w-px pl-0">
              <CopyTokenButton token={token.token} compact />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {token.uses} / {token.maxUses}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {formatDateTime(token.expiresAt)}
            </TableCell>
            <TableCell>{tokenTypeLabels[token.type]}</TableCell>
            <TableCell>
              <TokenBinding token={token} />
            </TableCell>
            <TableCell>
              <TokenStatusBadge status={tokenStatus(token, now)} />
            </TableCell>
            {canManage ? (
              <TableCell className="w-px text-right">
                <DeleteTokenButton token={token} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
