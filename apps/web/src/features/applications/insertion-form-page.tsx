import { useState } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { useLocation } from 'wouter';
import type { InsertionRole } from '@panel/contract/api/applications';
import { insertionRoles } from '@panel/contract/api/applications';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCurrentUser } from '@/lib/current-user';
import { usePublicForm } from './api/get-public-form';
import { useSubmitApplication } from './api/submit-application';
import { ApplicationFormCard } from './components/application-form-card';
import { PublicFormGate } from './components/public-form-gate';
import { QuestionsStep } from './components/questions-step';
import { InsertionRoleField } from './components/insertion-role-field';
import { preloadSubmitOutcome, SentConfirmation, SubmitError } from './components/submit-outcome';
import type { SentApplication } from './components/sent-confirmation';
import { firstQuestionError, focusFirstError } from './focus-first-error';
import { submitFailedMessage, submitRefusal } from './submit-refusal';
import { useApplicationDraft } from './use-application-draft';
import { answerList, validateAnswers, type FieldErrors } from './validate-answers';

const successMessage =
  'Inscrição enviada com sucesso! A equipe vai analisar e responder pelo Discord.';
const isRole = (value: string): value is InsertionRole =>
  (insertionRoles as readonly string[]).includes(value);

export function InsertionFormPage() {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const form = usePublicForm('insertion');
  const submit = useSubmitApplication();
  const draft = useApplicationDraft('insertion', '/inscricao', { roleName: '' });
  const { fields, setFields, answers, setAnswers } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<SentApplication | null>(null);
  const roleName = isRole(fields.roleName) ? fields.roleName : '';

  return (
    <PublicFormGate
      form={form}
      loadError="Não foi possível carregar o formulário de inscrição."
      closedTitle="As inscrições para cargos estão fechadas"
      sent={
        sent ? (
          <SentConfirmation application={sent} title="Inscrição enviada" message={successMessage} />
        ) : null
      }
    >
      {(data) => {
        const questions = data.questions;

        function send() {
          const found = validateAnswers(questions, answers);
          if (!roleName) found.roleName = 'Escolha um dos cargos da lista.';
          setErrors(found);
          if (Object.keys(found).length > 0 || !roleName) {
            focusFirstError([
              found.roleName ? 'input[name="roleName"]' : null,
              firstQuestionError(questions, found),
            ]);
            return;
          }
          if (!user) {
            draft.signInAndComeBack();
            return;
          }
          preloadSubmitOutcome();
          submit.mutate(
            {
              formType: 'insertion',
              body: { roleName, answers: answerList(questions, answers) },
            },
            {
              onSuccess: (application) => {
                // A decision made at once is the page's whole answer, not a toast beside it.
                if (application.status === 'pending') toast.success(successMessage);
                setSent(application);
              },
              // The server's reason when it refused (already pending, cooldown, closed...).
              onError: (error) => toast.error(submitRefusal(error) ?? submitFailedMessage),
            },
          );
        }

        return (
          <ApplicationFormCard
            title="Inscrição para cargos"
            description={
              data.description ??
              'Quer fazer parte da equipe de criadores? Escolha o cargo e responda às perguntas.'
            }
            onSubmit={send}
            footer={
              <>
                <Button type="button" variant="ghost" onClick={() => navigate('/')}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={submit.isPending}>
                  {submit.isPending ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Send aria-hidden="true" />
                  )}
                  {user ? 'Enviar inscrição' : 'Entrar com Discord e enviar'}
                </Button>
              </>
            }
          >
            {!user ? (
              <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
                Para enviar, entre com o Discord: suas respostas ficam guardadas e você volta para
                esta página.
              </p>
            ) : null}
            <InsertionRoleField
              value={roleName}
              error={errors.roleName}
              onChange={(role) => setFields({ roleName: role })}
            />
            <QuestionsStep
              questions={questions}
              answers={answers}
              errors={errors}
              onChange={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
            />
            {submit.isError ? <SubmitError error={submit.error} /> : null}
          </ApplicationFormCard>
        );
      }}
    </PublicFormGate>
  );
}
