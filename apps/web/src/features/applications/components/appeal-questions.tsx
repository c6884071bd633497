import { useState } from 'react';
import { ArrowLeft, LoaderCircle, Send } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Appealable, MyAppeal } from '@panel/contract/api/appeals';
import type { PublicQuestion } from '@panel/contract/api/forms';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSubmitAppeal } from '../api/submit-appeal';
import { firstQuestionError, focusFirstError } from '../focus-first-error';
import { submitFailedMessage, submitRefusal } from '../submit-refusal';
import {
  answerList,
  validateAnswers,
  type AnswerValue,
  type AnswerValues,
  type FieldErrors,
} from '../validate-answers';
import { ApplicationFormCard } from './application-form-card';
import { AppealableCard } from './appealable-card';
import { QuestionsStep } from './questions-step';
import { preloadSubmitOutcome, SubmitError } from './submit-outcome';

export const appealSentMessage =
  'Apelação enviada com sucesso! A equipe vai analisar e responder pelo Discord.';

interface AppealQuestionsProps {
  subject: Appealable;
  description: string;
  questions: readonly PublicQuestion[];
  answers: AnswerValues;
  onAnswer: (questionId: string, value: AnswerValue) => void;
  /** Back to the list of subjects; absent when the member has only this one. */
  onBack: (() => void) | null;
  onSent: (appeal: MyAppeal) => void;
}

/** The appeal form's questions about one decision, and the sending. */
export function AppealQuestions({
  subject,
  description,
  questions,
  answers,
  onAnswer,
  onBack,
  onSent,
}: AppealQuestionsProps) {
  const [, navigate] = useLocation();
  const submit = useSubmitAppeal();
  const [errors, setErrors] = useState<FieldErrors>({});

  function send() {
    const found = validateAnswers(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError([firstQuestionError(questions, found)]);
      return;
    }
    preloadSubmitOutcome();
    submit.mutate(
      {
        subject: { kind: subject.kind, id: subject.id },
        answers: answerList(questions, answers),
      },
      {
        onSuccess: (appeal) => {
          // A decision made at once is the page's whole answer, not a toast beside it.
          if (appeal.status === 'pending') toast.success(appealSentMessage);
          onSent(appeal);
        },
        // The server's reason when it refused (one open already, the limit, the wait, closed...).
        onError: (error) => toast.error(submitRefusal(error) ?? submitFailedMessage),
      },
    );
  }

  return (
    <ApplicationFormCard
      title="Apelação"
      description={description}
      onSubmit={send}
      footer={
        <>
          {onBack ? (
            <Button type="button" variant="ghost" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Button>
          ) : (
            <Button type="button" variant="ghost" onClick={() => navigate('/')}>
              Cancelar
            </Button>
          )}
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Enviar apelação
          </Button>
        </>
      }
    >
      <AppealableCard subject={subject} />
      <QuestionsStep questions={questions} answers={answers} errors={errors} onChange={onAnswer} />
      {submit.isError ? <SubmitError error={submit.error} /> : null}
    </ApplicationFormCard>
  );
}
