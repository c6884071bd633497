import { useId } from 'react';
import type { ReviewedApplication } from '../api/get-applications';
import type { ApplicationKind } from '../application-kinds';
import { FormAnswers, StoredTextAnswers } from './form-answers';
import { IdentityDetails } from './identity-details';
import { MemberHistory } from './member-history';
import { VoteRecord } from './vote-record';

interface ApplicationDetailsProps {
  kind: ApplicationKind;
  application: ReviewedApplication;
  canViewQuestions: boolean;
}

/**
 * The votes, the answers and, beside them on wide screens (under them on narrow ones), the
 * history.
 */
export function ApplicationDetails({
  kind,
  application,
  canViewQuestions,
}: ApplicationDetailsProps) {
  const headingId = useId();
  return (
    <div className="grid gap-4 border-t pt-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid min-w-0 content-start gap-4">
        <VoteRecord application={application} />
        {kind.formType === 'whitelist' && application.identity ? (
          <IdentityDetails identity={application.identity} />
        ) : null}
        <section aria-labelledby={headingId} className="grid gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            Respostas do formulário:
          </h3>
          {canViewQuestions ? (
            <FormAnswers
              formType={kind.formType}
              answers={application.answers}
              graded={application.score !== null}
            />
          ) : (
            <StoredTextAnswers answers={application.answers} />
          )}
        </section>
      </div>
      <MemberHistory kind={kind} id={application.id} discordId={application.userId} />
    </div>
  );
}
