import { ChevronDown } from 'lucide-react';
import { Suspense, useId } from 'react';
import {
  applicationStatusLabels,
  insertionRoleLabel,
} from '@panel/contract/api/application-values';
import { DateTime } from '@/components/date-time';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { ApplicationKind } from '../application-kinds';
import type { ReviewedApplication } from '../api/get-applications';
import { asksForVotes } from '../application-votes';
import { DecisionButtons } from './decision-buttons';
import { DecisionSummary } from './decision-summary';
import { LazyMemberSignals } from '@/components/lazy-member-signals';
import { PresenceLine } from './presence-line';
import { RevokeWhitelistButton } from './revoke-whitelist-button';
import { ScoreBadge } from './score-badge';
import { WaitBadge } from './wait-badge';

// The open entry's answers and history: their code loads with the list's answer, after the
// page's first screen is drawn.
const details = preloadableLazy(
  async () => (await import('./application-details')).ApplicationDetails,
);

// The votes' line, only on entries whose form asks for several: most never load it.
const voteTally = preloadableLazy(async () => (await import('./vote-tally')).VoteTally);

export interface CardDecisions {
  busy: boolean;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  selected: boolean;
  onSelectedChange: () => void;
}

interface ApplicationCardProps {
  kind: ApplicationKind;
  application: ReviewedApplication;
  canViewQuestions: boolean;
  /** The members of the page's cards: their file's warnings are asked for together. */
  pageUserIds: readonly string[];
  /** Pending entries of staff who decide: the buttons and the bulk checkbox. */
  decisions: CardDecisions | null;
  /** Staff who decide see "Revogar whitelist" on an approved whitelist. */
  canRevoke: boolean;
  /** A pending entry older than this many hours is highlighted; `null` until the settings load. */
  waitWarningHours: number | null;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** The entry the shortcuts act on; it is also the one Tab reaches in the list. */
  active: boolean;
  onActivate: () => void;
  cardRef: (element: HTMLElement | null) => void;
}

export function ApplicationCard({
  kind,
  application,
  canViewQuestions,
  pageUserIds,
  decisions,
  canRevoke,
  waitWarningHours,
  expanded,
  onToggleExpanded,
  active,
  onActivate,
  cardRef,
}: ApplicationCardProps) {
  const detailsId = useId();
  const nameId = useId();
  const { username, userId, avatarUrl, createdAt, roleName, status } = application;
  const Subject = kind.subject;

  return (
    <li
      ref={cardRef}
      aria-labelledby={nameId}
      tabIndex={active ? 0 : -1}
      data-review-card=""
      data-active={active || undefined}
      onFocus={onActivate}
      className={cn(
        'grid scroll-mt-4 gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs transition-shadow outline-none sm:p-4',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active && 'border-primary/50',
      )}
    >
      <div className="flex items-start gap-3">
        {decisions ? (
          <input
            type="checkbox"
            aria-label={`Selecionar ${username}`}
            checked={decisions.selected}
            onChange={decisions.onSelectedChange}
            className="mt-3 size-4 shrink-0 accent-primary"
          />
        ) : null}
        <UserAvatar name={username} src={avatarUrl} className="size-10" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={nameId} className="text-base font-medium wrap-anywhere">
              <MemberLink id={userId}>{username}</MemberLink>
            </h2>
            {roleName ? <Badge variant="secondary">{insertionRoleLabel(roleName)}</Badge> : null}
            {status === 'pending' && waitWarningHours !== null ? (
              <WaitBadge createdAt={createdAt} warningHours={waitWarningHours} />
            ) : null}
            {status !== 'pending' ? (
              <Badge
                variant={
                  status === 'approved'
                    ? 'success'
                    : status === 'revoked'
                      ? 'destructive'
                      : 'outline'
                }
                className={cn(status === 'rejected' && 'border-destructive/40 text-destructive')}
              >
                {applicationStatusLabels[status]}
              </Badge>
            ) : null}
            <ScoreBadge score={application.score} triage={application.triage} />
          </div>
          <p className="text-xs text-muted-foreground">
            ID: <span className="font-mono">{userId}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            Enviada em <DateTime value={createdAt} />
          </p>
          {Subject ? <Subject kind={kind} application={application} /> : null}
          <LazyMemberSignals pageUserIds={pageUserIds} userId={userId} withRecord />
          {asksForVotes(application) ? (
            <Suspense fallback={null}>
              <voteTally.Component application={application} />
            </Suspense>
          ) : null}
          <DecisionSummary application={application} />
          <PresenceLine area={kind.id} entryId={application.id} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {decisions ? (
          <DecisionButtons
            busy={decisions.busy}
            approving={decisions.approving}
            showKeys={active}
            onApprove={decisions.onApprove}
            onReject={decisions.onReject}
            ballot={asksForVotes(application) ? application : null}
          />
        ) : null}
        {canRevoke && kind.endpoints.revoke && status === 'approved' ? (
          <RevokeWhitelistButton kind={kind} application={application} />
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggleExpanded}
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', expanded && 'rotate-180')}
          />
          {expanded ? 'Ocultar detalhes' : 'Mostrar detalhes'}
        </Button>
      </div>
      {/* Mounted only when open: the questions and the history load on the first look. */}
      <div id={detailsId} hidden={!expanded}>
        {expanded ? (
          <Suspense fallback={<DetailsPlaceholder />}>
            <details.Component
              kind={kind}
              application={application}
              canViewQuestions={canViewQuestions}
            />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}

function DetailsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-2 border-t pt-3">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
