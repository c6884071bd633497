import type { ReviewedApplication } from '../api/get-applications';
import { cn } from '@/lib/cn';
import { useTeamSettings } from '@/lib/team-settings';
import type { ApplicationKind } from '../application-kinds';
import type { ReviewSession } from '../use-review-session';
import { ApplicationCard } from './application-card';

interface ApplicationListProps {
  kind: ApplicationKind;
  applications: ReviewedApplication[];
  /** The next page or filter is loading; these are the previous results. */
  stale: boolean;
  canViewQuestions: boolean;
  session: ReviewSession;
}

/** One card expanded at a time (spec); the open one follows J/K and the decisions. */
export function ApplicationList({
  kind,
  applications,
  stale,
  canViewQuestions,
  session,
}: ApplicationListProps) {
  const { navigation, selection } = session;
  const pageUserIds = applications.map((application) => application.userId);
  const waitWarningHours = useTeamSettings().data?.waitWarningHours ?? null;

  return (
    <ul
      aria-label={kind.texts.listLabel}
      aria-busy={stale}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60')}
    >
      {applications.map((application) => (
        <ApplicationCard
          key={application.id}
          kind={kind}
          application={application}
          canViewQuestions={canViewQuestions}
          pageUserIds={pageUserIds}
          decisions={
            session.decidable && application.status === 'pending'
              ? {
                  busy: session.isBusy(application.id),
                  approving: session.approvingId === application.id,
                  onApprove: () => session.approveOne(application),
                  onReject: () => session.openReject(application),
                  selected: selection.isSelected(application.id),
                  onSelectedChange: () => selection.toggle(application.id),
                }
              : null
          }
          canRevoke={session.canManage}
          waitWarningHours={waitWarningHours}
          expanded={navigation.expandedId === application.id}
          onToggleExpanded={() => navigation.toggle(application.id)}
          active={navigation.activeId === application.id}
          onActivate={() => navigation.activate(application.id)}
          cardRef={navigation.cardRef(application.id)}
        />
      ))}
    </ul>
  );
}
