import { useEffect, useState } from 'react';
import { ArrowLeft, ArrowRight, LoaderCircle, Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCurrentUser } from '@/lib/current-user';
import { usePublicForm } from './api/get-public-form';
import { useSubmitApplication } from './api/submit-application';
import { ApplicationFormCard } from './components/application-form-card';
import { IdentityStep } from './components/identity-step';
import { PublicFormGate } from './components/public-form-gate';
import { QuestionsStep } from './components/questions-step';
import { StepIndicator } from './components/step-indicator';
import { preloadSubmitOutcome, SentConfirmation, SubmitError } from './components/submit-outcome';
import { useApplicationDraft } from './use-application-draft';
import { answerList, validateAnswers, type FieldErrors } from './validate-answers';
import { validateIdentity, type IdentityFields } from './validate-identity';

const steps = ['Seus dados', 'Perguntas', 'Enviado'] as const;
const successMessage = 'Whitelist enviada com sucesso! Em breve entraremos em contato.';
const emptyIdentity: IdentityFields = { discordUsername: '', walletAddress: '', socialMedia: '' };

export function WhitelistPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const form = usePublicForm('whitelist');
  const submit = useSubmitApplication();
  const draft = useApplicationDraft('whitelist', '/whitelist', emptyIdentity);
  const { fields, setFields, answers, setAnswers } = draft;
  const [step, setStep] = useState(draft.wasRestored ? 1 : 0);
  const [errors, setErrors] = useState<FieldErrors>({});

  // The Discord name is known once the member is signed in.
  useEffect(() => {
    if (user && fields.discordUsername === '') {
      setFields((current) => ({ ...current, discordUsername: user.username }));
    }
  }, [user, fields.discordUsername, setFields]);

  return (
    <PublicFormGate
      form={form}
      loadError="Não foi possível carregar o formulário de whitelist."
      closedTitle="As inscrições para a whitelist estão fechadas"
      sent={
        step === 2 ? <SentConfirmation title="Whitelist enviada" message={successMessage} /> : null
      }
    >
      {(data) => {
        const questions = data.questions;

        function next() {
          const found = validateIdentity(fields);
          setErrors(found);
          if (Object.keys(found).length === 0) setStep(1);
        }

        function send() {
          const found = validateAnswers(questions, answers);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          if (!user) {
            draft.signInAndComeBack();
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
              onSuccess: () => {
                toast.success(successMessage);
                setStep(2);
              },
              onError: () =>
                toast.error(
                  'Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente.',
                ),
            },
          );
        }

        return (
          <ApplicationFormCard
            title="Solicitar whitelist"
            description={
              data.description ??
              'Conte um pouco sobre você. A equipe lê cada pedido e responde pelo Discord.'
            }
            top={<StepIndicator steps={steps} current={step} />}
            onSubmit={step === 0 ? next : send}
            footer={
              <>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => (step === 0 ? void navigate('/') : setStep(0))}
                >
                  {step === 0 ? (
                    'Cancelar'
                  ) : (
                    <>
                      <ArrowLeft aria-hidden="true" />
                      Voltar
                    </>
                  )}
                </Button>
                {step === 0 ? (
                  <Button type="submit">
                    Próximo
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={submit.isPending}>
                    {submit.isPending ? (
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                    ) : (
                      <Send aria-hidden="true" />
                    )}
                    {user ? 'Enviar' : 'Entrar com Discord e enviar'}
                  </Button>
                )}
              </>
            }
          >
            {step === 0 ? (
              <IdentityStep
                fields={fields}
                errors={errors}
                onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
              />
            ) : (
              <>
                {!user ? (
                  <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
                    Para enviar, entre com o Discord: suas respostas ficam guardadas e você volta
                    para esta etapa.
                  </p>
                ) : null}
                <QuestionsStep
                  questions={questions}
                  answers={answers}
                  errors={errors}
                  onChange={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
                />
                {submit.isError ? <SubmitError error={submit.error} /> : null}
              </>
            )}
          </ApplicationFormCard>
        );
      }}
    </PublicFormGate>
  );
}
