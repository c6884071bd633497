import { useState } from 'react';
import type { ReviewedApplication } from '../api/get-applications';
import { cn } from '@/lib/cn';
import type { ApplicationKind } from '../application-kinds';
import { ApplicationCard } from './application-card';

interface ApplicationListProps {
  kind: ApplicationKind;
  applications: ReviewedApplication[];
  /** The next page or filter is loading; these are the previous results. */
  stale: boolean;
  canManage: boolean;
  canViewQuestions: boolean;
}

/** One card expanded at a time (spec), so the list stays easy to scan. */
export function ApplicationList({
  kind,
  applications,
  stale,
  canManage,
  canViewQuestions,
}: ApplicationListProps) {
  const [expandedId, setExpandedId] = useState<string | null>(null);

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
          canManage={canManage}
          canViewQuestions={canViewQuestions}
          expanded={expandedId === application.id}
          onToggleExpanded={() =>
            setExpandedId((current) => (current === application.id ? null : application.id))
          }
        />
      ))}
    </ul>
  );
}
