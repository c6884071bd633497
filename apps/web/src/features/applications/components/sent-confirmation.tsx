import { CircleCheckBig, CircleX, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { MyApplication } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTimeBrasilia } from '@/lib/format-date';

/**
 * The application as sending it answered: waiting for staff (`pending`), or decided at once by
 * the form's questionnaire (`rejected` below the pass mark, `approved` by automatic approval).
 */
export type SentApplication = Pick<
  MyApplication,
  'form' | 'status' | 'decisionReason' | 'reapplyAt'
>;

interface SentConfirmationProps {
  application: SentApplication;
  /** Waiting for staff: the title and the sentence that say it was sent. */
  title: string;
  message: string;
}

interface Shown {
  icon: LucideIcon;
  tone: string;
  title: string;
  /** Why it was rejected, as the member reads it. */
  reason: string | null;
  message: string;
  action: string;
}

interface DecidedTexts {
  approved: string;
  rejected: string;
  /** Approved: what is left to do (nothing). */
  settled: string;
  /** Rejected: when another may be sent (Brasília time), and what to say without a date. */
  again: (when: string) => string;
  againWithoutDate: string;
}

const sendAgain = (when: string) =>
  `Você poderá enviar uma nova a partir de ${when} (horário de Brasília).`;

const decidedTexts: Record<FormType, DecidedTexts> = {
  whitelist: {
    approved: 'Sua whitelist foi aprovada!',
    rejected: 'Sua solicitação foi reprovada automaticamente',
    settled: 'Não é preciso enviar outra solicitação.',
    again: sendAgain,
    againWithoutDate: 'Você já pode enviar uma nova.',
  },
  insertion: {
    approved: 'Sua inscrição foi aprovada!',
    rejected: 'Sua inscrição foi reprovada automaticamente',
    settled: 'Não é preciso enviar outra solicitação.',
    again: sendAgain,
    againWithoutDate: 'Você já pode enviar uma nova.',
  },
  // No date for another appeal may also mean none is left: Minha Conta says which.
  appeal: {
    approved: 'Apelação aprovada',
    rejected: 'Apelação reprovada',
    settled: 'A decisão que você contestou foi desfeita.',
    again: (when) => `Você poderá apelar de novo a partir de ${when} (horário de Brasília).`,
    againWithoutDate: 'Veja em Minha Conta se ainda pode apelar desta decisão.',
  },
};

function shown({ application, title, message }: SentConfirmationProps): Shown {
  const texts = decidedTexts[application.form];
  switch (application.status) {
    case 'approved':
      // What the whitelist page says to a member already approved (whitelist-standing.tsx).
      return {
        icon: CircleCheckBig,
        tone: 'bg-success/15 text-success',
        title: texts.approved,
        reason: null,
        message: texts.settled,
        action: 'Ir para Minha Conta',
      };
    case 'rejected':
      return {
        icon: CircleX,
        tone: 'bg-destructive/10 text-destructive',
        title: texts.rejected,
        reason: application.decisionReason,
        message: application.reapplyAt
          ? texts.again(formatDateTimeBrasilia(application.reapplyAt))
          : texts.againWithoutDate,
        action: 'Ver em Minha Conta',
      };
    default:
      // What comes next is followed in Minha Conta: that is the main action.
      return {
        icon: CircleCheckBig,
        tone: 'bg-success/15 text-success',
        title,
        reason: null,
        message,
        action: 'Acompanhar em Minha Conta',
      };
  }
}

/**
 * What replaces the form once it is sent: sent for staff to read, or the result decided at once
 * (docs/decisions/2026-12-05-application-triage.md).
 */
export function SentConfirmation(props: SentConfirmationProps) {
  const { icon: Icon, tone, title, reason, message, action } = shown(props);
  return (
    <Card className="items-center text-center" role="status" aria-live="polite">
      <CardHeader className="justify-items-center">
        <span className={cn('mb-2 flex size-12 items-center justify-center rounded-xl', tone)}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="leading-snug">{title}</CardTitle>
        {reason ? (
          <CardDescription className="text-base wrap-anywhere">
            <span className="font-medium text-foreground">Motivo:</span> {reason}
          </CardDescription>
        ) : null}
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/account">{action}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
