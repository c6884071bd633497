import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, LoaderCircle, Send } from 'lucide-react';
import type { MyApplication } from '@panel/contract/api/applications';
import type { PublicQuestion } from '@panel/contract/api/forms';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSubmitApplication } from '../api/submit-application';
import { firstQuestionError, focusFirstError } from '../focus-first-error';
import {
  answerList,
  validateAnswers,
  type AnswerValue,
  type AnswerValues,
  type FieldErrors,
} from '../validate-answers';
import { submitFailedMessage, submitRefusal } from '../submit-refusal';
import type { IdentityFields } from '../validate-identity';
import { ApplicationFormCard } from './application-form-card';
import { QuestionsStep } from './questions-step';
import { preloadSubmitOutcome, SubmitError } from './submit-outcome';

export type AutoSend = 'off' | 'pending' | 'sent';

interface WhitelistQuestionsProps {
  description: string;
  top: ReactNode;
  questions: readonly PublicQuestion[];
  fields: IdentityFields;
  answers: AnswerValues;
  onAnswer: (questionId: string, value: AnswerValue) => void;
  signedIn: boolean;
  /** Said in a toast once the application is sent for staff to read. */
  sentMessage: string;
  /** Keeps the answers and goes through the sign-in, back to this step. */
  signInAndComeBack: () => void;
  /**
   * Back from the sign-in with the answers (`pending`): send them as soon as the member is
   * known to be signed in, without a second click. `sent` once it went out, never again.
   */
  autoSend: AutoSend;
  onAutoSent: () => void;
  onBack: () => void;
  /** The application as the server took it: pending, or already decided by the form. */
  onSent: (application: MyApplication) => void;
}

/**
 * The whitelist's second step: the questions, and sending the application. Loaded once the
 * first step shows (and before the first screen when a restored draft opens on it).
 */
export function WhitelistQuestions({
  description,
  top,
  questions,
  fields,
  answers,
  onAnswer,
  signedIn,
  sentMessage,
  signInAndComeBack,
  autoSend,
  onAutoSent,
  onBack,
  onSent,
}: WhitelistQuestionsProps) {
  const submit = useSubmitApplication();
  const [errors, setErrors] = useState<FieldErrors>({});
  // Guards the automatic send against a second effect run (React's development double run).
  const autoSent = useRef(false);

  function send() {
    const found = validateAnswers(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError([firstQuestionError(questions, found)]);
      return;
    }
    if (!signedIn) {
      signInAndComeBack();
      return;
    }
    preloadSubmitOutcome();
    submit.mutate(
      {
        formType: 'whitelist',
        body: {
          discordUsername: fields.discordUsername.trim(),
          walletAddress: fields.walletAddress.trim(),
          socialMedia: fields.socialMedia.trim() || null,
          answers: answerList(questions, answers),
        },
      },
      {
        onSuccess: (application) => {
          // A decision made at once is the page's whole answer, not a toast beside it.
          if (application.status === 'pending') toast.success(sentMessage);
          onSent(application);
        },
        // A refusal names the member's state (pending, approved, cooldown): never the generic.
        onError: (error) => toast.error(submitRefusal(error) ?? submitFailedMessage),
      },
    );
  }

  const sendOnReturn = useEffectEvent(() => {
    onAutoSent();
    send();
  });
  useEffect(() => {
    if (autoSend !== 'pending' || !signedIn || autoSent.current) return;
    autoSent.current = true;
    sendOnReturn();
  }, [autoSend, signedIn]);

  // Until the automatic send is answered, the page says it is sending, not "Enviar".
  const autoSending = autoSend === 'pending' || (autoSend === 'sent' && submit.isPending);
  const sending = submit.isPending || autoSending;

  return (
    <ApplicationFormCard
      title="Solicitar whitelist"
      description={description}
      top={top}
      onSubmit={send}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {sending ? 'Enviando...' : signedIn ? 'Enviar' : 'Entrar com Discord e enviar'}
          </Button>
        </>
      }
    >
      {autoSending ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground"
        >
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
          Você entrou com o Discord. Enviando sua solicitação...
        </p>
      ) : !signedIn ? (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
          Para enviar, entre com o Discord: suas respostas ficam guardadas e você volta para esta
          etapa.
        </p>
      ) : null}
      <QuestionsStep questions={questions} answers={answers} errors={errors} onChange={onAnswer} />
      {submit.isError ? <SubmitError error={submit.error} /> : null}
    </ApplicationFormCard>
  );
}
