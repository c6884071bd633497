import { lazy, Suspense, useId } from 'react';
import {
  applicationStatusLabels,
  insertionRoleLabel,
} from '@panel/contract/api/application-values';
import type { FormType } from '@panel/contract/api/forms';
import type { MemberHistory as History } from '@panel/contract/api/member-history';
import { ticketStatusLabel, ticketTypeLabels } from '@panel/contract/api/ticket-values';
import { BlacklistNotice } from '@/components/blacklist-notice';
import { DateTime } from '@/components/date-time';
import { ErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/use-can';
import { useMemberHistory } from '../api/get-member-history';
import type { ApplicationKind } from '../application-kinds';

// Only for staff who see game servers, and after the first screen: it brings the contract's
// schemas, which the review pages leave out of their first download.
const GameAccounts = lazy(async () => ({
  default: (await import('./game-accounts')).GameAccounts,
}));

const formLabels: Record<FormType, string> = {
  whitelist: 'Whitelist',
  insertion: 'Inscrição',
  appeal: 'Apelação',
};

const itemClass = 'grid gap-1 rounded-lg border bg-muted/30 px-3 py-2 text-sm';

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge
      variant={status === 'approved' ? 'success' : status === 'pending' ? 'warning' : 'outline'}
      className={cn(status === 'rejected' && 'border-destructive/40 text-destructive')}
    >
      {label}
    </Badge>
  );
}

function Applications({ history }: { history: History }) {
  return (
    <ul aria-label="Outras solicitações" className="grid gap-2">
      {history.applications.map((item) => (
        <li key={item.id} className={itemClass}>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">
              {formLabels[item.form]}
              {item.roleName ? ` · ${insertionRoleLabel(item.roleName)}` : ''}
            </span>
            <StatusBadge status={item.status} label={applicationStatusLabels[item.status]} />
          </div>
          <p className="text-xs text-muted-foreground">
            Enviada em <DateTime value={item.createdAt} />
            {item.decidedBy ? ` · decidida por ${item.decidedBy}` : ''}
          </p>
          {item.decisionReason ? (
            <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">
              Motivo: {item.decisionReason}
            </p>
          ) : null}
        </li>
      ))}
      {history.moreApplications ? (
        <li className="text-xs text-muted-foreground">Mostrando as mais recentes.</li>
      ) : null}
    </ul>
  );
}

function Tickets({ history }: { history: History }) {
  return (
    <ul aria-label="Tickets" className="grid gap-2">
      {history.tickets.map((ticket) => (
        <li key={ticket.id} className={itemClass}>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">Ticket: {ticketTypeLabels[ticket.ticketType]}</span>
            <StatusBadge
              status={ticket.status}
              label={ticketStatusLabel(ticket.ticketType, ticket.status)}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            Aberto em <DateTime value={ticket.createdAt} />
          </p>
          <p className="line-clamp-3 wrap-anywhere text-muted-foreground">{ticket.reason}</p>
        </li>
      ))}
      {history.moreTickets ? (
        <li className="text-xs text-muted-foreground">Mostrando os mais recentes.</li>
      ) : null}
    </ul>
  );
}

interface MemberHistoryProps {
  kind: ApplicationKind;
  /** The application's id. */
  id: string;
  /** The member's Discord id: their linked game accounts. */
  discordId: string;
}

/**
 * The member's other applications, tickets and blacklist entry, beside the answers; and the
 * game accounts linked to them, for staff who see game servers.
 */
export function MemberHistory({ kind, id, discordId }: MemberHistoryProps) {
  const headingId = useId();
  const history = useMemberHistory(kind, id);
  // Game accounts are a second look at the member: they load once someone uses the page, so the
  // review's first screen stays within its budget (docs/performance.md#bundle-budgets).
  const used = useAfterFirstUse();
  const showGameAccounts = useCan('view_game_servers') && used;
  const canManageGameAccounts = useCan('manage_game_servers');
  const body = () => {
    if (history.isPending) {
      return (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-14 w-full rounded-lg" />
          <Skeleton className="h-14 w-full rounded-lg" />
        </div>
      );
    }
    if (history.isError) {
      return (
        <ErrorState
          message="Erro ao carregar o histórico do membro."
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          className="py-4"
        />
      );
    }
    const data = history.data;
    if (data.applications.length === 0 && data.tickets.length === 0 && !data.blacklist) {
      return <p className="text-sm text-muted-foreground">Nenhum histórico anterior.</p>;
    }
    return (
      <>
        {data.blacklist ? <BlacklistNotice entry={data.blacklist} /> : null}
        {data.applications.length > 0 ? <Applications history={data} /> : null}
        {data.tickets.length > 0 ? <Tickets history={data} /> : null}
      </>
    );
  };

  return (
    <div className="grid min-w-0 content-start gap-4">
      <section
        aria-labelledby={headingId}
        aria-busy={history.isPending}
        className="grid content-start gap-2"
      >
        <h3 id={headingId} className="text-sm font-semibold">
          Histórico do membro
        </h3>
        {body()}
      </section>
      {showGameAccounts ? (
        <Suspense fallback={null}>
          <GameAccounts discordId={discordId} canManage={canManageGameAccounts} />
        </Suspense>
      ) : null}
    </div>
  );
}
