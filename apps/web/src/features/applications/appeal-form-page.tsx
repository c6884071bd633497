import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import type { Appealable } from '@panel/contract/api/appeals';
import { pagePath } from '@panel/contract/routes';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { appealSubjectKey, parseAppealSubjectKey } from '@/lib/appeal-subjects';
import { useCurrentUser } from '@/lib/current-user';
import { useMyAppeals } from '@/lib/my-appeals';
import { usePublicForm } from './api/get-public-form';
import { NothingToAppealNotice, AppealSignInNotice } from './components/appeal-notices';
import { AppealQuestions, appealSentMessage } from './components/appeal-questions';
import { AppealableList } from './components/appealable-list';
import { FormClosedNotice } from './components/form-closed-notice';
import { PublicFormGate } from './components/public-form-gate';
import type { SentApplication } from './components/sent-confirmation';
import { SentConfirmation } from './components/submit-outcome';
import { useApplicationDraft } from './use-application-draft';

const closedTitle = 'As apelações estão fechadas';
const defaultDescription =
  'Discorda de uma decisão da equipe? Explique por que ela deve ser revista: a equipe lê cada apelação e responde pelo Discord.';

/**
 * The decision the page opens on: the one `?subject=` names while it may be appealed, or the
 * member's only one (docs/decisions/2026-12-05-appeals.md).
 */
function chosenSubject(subjects: readonly Appealable[], named: Appealable | undefined) {
  if (named) return named.blocked === null ? named : undefined;
  const [only] = subjects;
  return subjects.length === 1 && only?.blocked === null ? only : undefined;
}

/**
 * /apelacao: a member contests an active blacklist entry or a rejected whitelist. Public, as the
 * other forms: the game's refusal text and "Minha Conta" link here with `?subject=`.
 */
export function AppealFormPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const form = usePublicForm('appeal');
  const mine = useMyAppeals(user !== null);
  const [params, setParams] = useSearchParams();
  // The subject goes with the draft through the sign-in, which comes back to `?retomar=1` only.
  const draft = useApplicationDraft('appeal', pagePath('appealForm'), {
    subject: params.get('subject') ?? '',
  });
  const { fields, setFields, answers, setAnswers } = draft;
  const [sent, setSent] = useState<SentApplication | null>(null);

  const subjects = mine.data?.appealable ?? [];
  const wanted = parseAppealSubjectKey(fields.subject);
  const named = wanted
    ? subjects.find((subject) => subject.kind === wanted.kind && subject.id === wanted.id)
    : undefined;
  const chosen = chosenSubject(subjects, named);

  function pick(subject: string) {
    setFields({ subject });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (subject) next.set('subject', subject);
        else next.delete('subject');
        return next;
      },
      { replace: true },
    );
  }

  let notice: ReactNode = null;
  const waiting = <Skeleton className="h-96 w-full rounded-xl" />;
  // Closed is said to everyone, signed in or not: the gate's notice.
  if (form.data?.isOpen === false) notice = null;
  else if (userLoading) notice = waiting;
  else if (!user) notice = <AppealSignInNotice onSignIn={draft.signInAndComeBack} />;
  else if (mine.isPending) notice = waiting;
  else if (mine.isError) {
    notice = (
      <ErrorState
        message="Não foi possível carregar as decisões que você pode contestar."
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  } else if (subjects.length === 0) notice = <NothingToAppealNotice />;

  return (
    <PublicFormGate
      form={form}
      loadError="Não foi possível carregar o formulário de apelação."
      closedTitle={closedTitle}
      sent={
        sent ? (
          <SentConfirmation
            application={sent}
            title="Apelação enviada"
            message={appealSentMessage}
          />
        ) : null
      }
      notice={notice}
    >
      {(data) => {
        const description = data.description ?? defaultDescription;
        // The server closed appeals after the form was read: the same notice as a closed form.
        if (subjects.length > 0 && subjects.every((subject) => subject.blocked === 'closed')) {
          return <FormClosedNotice title={closedTitle} description={data.description} />;
        }
        if (chosen) {
          return (
            <AppealQuestions
              key={appealSubjectKey(chosen)}
              subject={chosen}
              description={description}
              questions={data.questions}
              answers={answers}
              onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
              onBack={subjects.length > 1 ? () => pick('') : null}
              onSent={setSent}
            />
          );
        }
        return (
          <AppealableList
            subjects={subjects}
            description={description}
            unknownSubject={fields.subject !== '' && named === undefined}
            onAppeal={(subject) => pick(appealSubjectKey(subject))}
          />
        );
      }}
    </PublicFormGate>
  );
}
