import { useId } from 'react';
import type { Delivery } from '@panel/contract/api/deliveries';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { DeliveryActions } from './delivery-actions';
import { DeliveryOutcome } from './delivery-outcome';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { DeliveryWhat } from './delivery-what';
import { DeliveryWhen } from './delivery-when';

interface DeliveryRowsProps {
  deliveries: Delivery[];
  canManage: boolean;
  /** The next page or filter is loading; these are the previous results. */
  stale: boolean;
}

const attempts = (count: number) => (count === 1 ? '1 tentativa' : `${count} tentativas`);

function TableLine({ delivery, canManage }: { delivery: Delivery; canManage: boolean }) {
  const whatId = useId();
  return (
    <TableRow>
      <TableRowHeader className="min-w-40 font-normal">
        <DeliveryWhat delivery={delivery} id={whatId} />
      </TableRowHeader>
      <TableCell>
        <DeliveryStatusBadge status={delivery.status} />
      </TableCell>
      <TableCell className="text-right tabular-nums">{delivery.attempts}</TableCell>
      <TableCell className="text-xs whitespace-nowrap">
        <DeliveryWhen delivery={delivery} />
      </TableCell>
      <TableCell className="min-w-36 text-xs">
        <DeliveryOutcome delivery={delivery} />
      </TableCell>
      {canManage ? (
        <TableCell>
          <DeliveryActions delivery={delivery} whatId={whatId} />
        </TableCell>
      ) : null}
    </TableRow>
  );
}

/** From 768 px: one table row per delivery. */
export function DeliveryTable({ deliveries, canManage, stale }: DeliveryRowsProps) {
  return (
    <Table
      aria-label="Entregas"
      aria-busy={stale}
      containerClassName="shadow-xs"
      // Dense: 25 rows fit a screen, and the table fits beside the sidebar from 768 px.
      className={cn(
        'transition-opacity [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2',
        stale && 'opacity-60',
      )}
    >
      <TableHeader>
        <TableRow>
          <TableHead>Entrega</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead className="text-right">Tentativas</TableHead>
          <TableHead>Quando</TableHead>
          <TableHead>Motivo</TableHead>
          {canManage ? (
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableLine key={delivery.id} delivery={delivery} canManage={canManage} />
        ))}
      </TableBody>
    </Table>
  );
}

function ListLine({ delivery, canManage }: { delivery: Delivery; canManage: boolean }) {
  const whatId = useId();
  return (
    <li aria-labelledby={whatId} className="grid min-w-0 gap-1.5 px-3 py-2.5 text-sm">
      <div className="flex min-w-0 items-start gap-2">
        <div className="min-w-0 flex-1">
          <DeliveryWhat delivery={delivery} id={whatId} />
        </div>
        {canManage ? <DeliveryActions delivery={delivery} whatId={whatId} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <DeliveryStatusBadge status={delivery.status} />
        <span>{attempts(delivery.attempts)}</span>
        <DeliveryWhen delivery={delivery} />
      </div>
      <DeliveryOutcome delivery={delivery} className="text-xs" />
    </li>
  );
}

/** Phones: a dense list, one entry per delivery, nothing wider than the screen. */
export function DeliveryList({ deliveries, canManage, stale }: DeliveryRowsProps) {
  return (
    <ul
      aria-label="Entregas"
      aria-busy={stale}
      className={cn(
        'divide-y rounded-xl border bg-card text-card-foreground shadow-xs transition-opacity',
        stale && 'opacity-60',
      )}
    >
      {deliveries.map((delivery) => (
        <ListLine key={delivery.id} delivery={delivery} canManage={canManage} />
      ))}
    </ul>
  );
}
