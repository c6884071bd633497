import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { appealSubjectLabels, type AppealSubjectKind } from '@panel/contract/api/appeal-values';
import type { AppealSubject } from '@panel/contract/api/application-appeal';
import type { MemberHistory } from '@panel/contract/api/member-history';
import { pagePath } from '@panel/contract/routes';
import { DateTime } from '@/components/date-time';
import { ByWhomWhen } from './by-whom-when';
import { Badge } from '@/components/ui/badge';
import { useCan } from '@/lib/use-can';
import { memberHistoryQueryOptions } from '../api/get-member-history';
import type { ReviewedApplication } from '../api/review-answers';
import type { ApplicationKind } from '../application-kinds';

const words: Record<AppealSubjectKind, { decided: string; standing: string; lifted: string }> = {
  blacklist: {
    decided: 'Blacklist aplicada',
    standing: 'Ainda na blacklist',
    lifted: 'Já saiu da blacklist',
  },
  whitelist: {
    decided: 'Whitelist reprovada',
    standing: 'Whitelist ainda reprovada',
    lifted: 'Whitelist já aprovada',
  },
};

function evidenceText(count: number): string {
  if (count === 0) return 'Nenhuma evidência';
  return count === 1 ? '1 evidência' : `${count} evidências`;
}

/**
 * The blacklist's list narrowed to the member's entries: the page has no address of its own for
 * one entry, and a member has at most one active entry.
 */
function blacklistHref(memberId: string): string {
  return `${pagePath('blacklist')}?${new URLSearchParams({ type: 'player', search: memberId })}`;
}

/**
 * Whether the subject still holds now, read from the member's history: the appeal keeps the
 * subject as it was when sent. `null` while unknown (the history loads when the entry opens)
 * or when the history does not list the whitelist any more
 * (docs/decisions/2026-12-05-appeals-review.md).
 */
function subjectStandsNow(subject: AppealSubject, history: MemberHistory): boolean | null {
  if (subject.kind === 'blacklist') return history.blacklist !== null;
  const whitelist = history.applications.find((item) => item.id === subject.id);
  if (whitelist?.status === 'rejected') return true;
  return whitelist?.status === 'approved' ? false : null;
}

/** "Ainda na blacklist" or "Já saiu da blacklist", once the member's history is known. */
function StandingNow({
  kind,
  application,
  subject,
}: {
  kind: ApplicationKind;
  application: ReviewedApplication;
  subject: AppealSubject;
}) {
  // Only read here: the history is asked for when the entry's details open.
  const history = useQuery({ ...memberHistoryQueryOptions(kind, application.id), enabled: false });
  const stands = history.data ? subjectStandsNow(subject, history.data) : null;
  if (stands === null) return null;
  const said = words[subject.kind];
  return (
    <Badge variant={stands ? 'warning' : 'success'}>{stands ? said.standing : said.lifted}</Badge>
  );
}

/** A blacklist entry's end, or that it has none. */
function BlacklistEnd({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return <p className="text-muted-foreground">Blacklist sem data de término.</p>;
  return (
    <p className="text-muted-foreground">
      Blacklist temporária: termina em <DateTime value={expiresAt} />
    </p>
  );
}

function Evidence({ subject, memberId }: { subject: AppealSubject; memberId: string }) {
  const canViewBlacklist = useCan('view_blacklist');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
      {evidenceText(subject.evidenceCount)}
      {canViewBlacklist ? (
        <Link
          href={blacklistHref(memberId)}
          className="inline-flex w-fit items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver na blacklist
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      ) : null}
    </p>
  );
}

/**
 * What an appeal is about, on its card: the blacklist entry or the rejected whitelist, the
 * original decision (why, by whom, when), which of the member's appeals about it this is and,
 * once the entry was opened, whether it still holds.
 */
export function AppealSubjectSummary({
  kind: reviewKind,
  application,
}: {
  kind: ApplicationKind;
  application: ReviewedApplication;
}) {
  const subject = application.appeal;
  if (!subject) return null;
  const { kind, decidedBy, decidedAt } = subject;
  const said = words[kind];
  return (
    <section
      aria-label="Sobre a apelação"
      className="mt-1 grid gap-1 rounded-lg border bg-muted/30 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={kind === 'blacklist' ? 'destructive' : 'outline'}>
          {appealSubjectLabels[kind]}
        </Badge>
        <StandingNow kind={reviewKind} application={application} subject={subject} />
        <span className="text-xs text-muted-foreground">
          Apelação {subject.attempt} de {subject.appealsAllowed}
        </span>
      </div>
      <p>
        {said.decided}
        <ByWhomWhen by={decidedBy} at={decidedAt} />
      </p>
      <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">
        {subject.reason ? `Motivo: ${subject.reason}` : 'Nenhum motivo informado.'}
      </p>
      {kind === 'blacklist' ? (
        <>
          <BlacklistEnd expiresAt={subject.expiresAt} />
          <Evidence subject={subject} memberId={application.userId} />
        </>
      ) : null}
    </section>
  );
}
