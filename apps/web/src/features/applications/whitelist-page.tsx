import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { useCurrentUser } from '@/lib/current-user';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useMyWhitelist } from './api/get-my-whitelist';
import { usePublicForm } from './api/get-public-form';
import { ApplicationFormCard } from './components/application-form-card';
import { IdentityStep } from './components/identity-step';
import { PublicFormGate } from './components/public-form-gate';
import { StepIndicator } from './components/step-indicator';
import { SentConfirmation } from './components/submit-outcome';
import type { SentApplication } from './components/sent-confirmation';
import { focusFirstError } from './focus-first-error';
import { isClosedStanding } from './closed-standing';
import { useApplicationDraft } from './use-application-draft';
import { validateIdentity, type IdentityFields } from './validate-identity';
import type { AutoSend } from './components/whitelist-questions';
import type { FieldErrors } from './validate-answers';

const steps = ['Seus dados', 'Perguntas', 'Enviado'] as const;
const successMessage = 'Whitelist enviada com sucesso! Em breve entraremos em contato.';
const emptyIdentity: IdentityFields = { discordUsername: '', walletAddress: '', socialMedia: '' };
/** The identity fields in the order the first step shows them. */
const identityOrder = Object.keys(emptyIdentity) as (keyof IdentityFields)[];

// The questions and the sending are needed only after "Próximo": they download once someone
// uses the page (a visitor who only reads it never pays for them), or at once for a restored
// draft, which opens on them (docs/performance.md#bundle-budgets).
const questionsStep = preloadableLazy(
  async () => (await import('./components/whitelist-questions')).WhitelistQuestions,
);
/** For a restored draft, which opens on the questions (app/first-screen.ts). */
export const preloadWhitelistQuestions = questionsStep.preload;
const WhitelistQuestions = questionsStep.Component;
// What a signed-in member with nothing to send sees instead of the form: loaded with their
// standing, never for a visitor who is signed out.
const standingNotice = preloadableLazy(
  async () => (await import('./components/whitelist-standing')).WhitelistStanding,
);
const WhitelistStanding = standingNotice.Component;

export function WhitelistPage() {
  const [, navigate] = useLocation();
  const { user, isLoading: userLoading } = useCurrentUser();
  const form = usePublicForm('whitelist');
  const draft = useApplicationDraft('whitelist', '/whitelist', emptyIdentity);
  const { fields, setFields, answers, setAnswers } = draft;
  const [step, setStep] = useState(draft.wasRestored ? 1 : 0);
  const [sent, setSent] = useState<SentApplication | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Answers kept through the sign-in go out by themselves once, when the member is back.
  const [autoSend, setAutoSend] = useState<AutoSend>(draft.wasRestored ? 'pending' : 'off');

  const used = useAfterFirstUse();
  useEffect(() => {
    if (used || step === 1) void preloadWhitelistQuestions().catch(() => undefined);
  }, [used, step]);

  // A signed-in member's whitelist: nothing to send while a request is pending, approved or in
  // its cooldown; and their Discord username (the @ handle, not the display name) to fill in.
  const mine = useMyWhitelist(user !== null);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void standingNotice.preload().catch(() => undefined);
  }, [signedIn]);
  const handle = user ? mine.data?.discordUsername : undefined;
  useEffect(() => {
    if (handle && fields.discordUsername === '') {
      setFields((current) => ({ ...current, discordUsername: handle }));
    }
  }, [handle, fields.discordUsername, setFields]);

  let notice: ReactNode = null;
  // Until the member's state is known, no form that might not apply to them.
  const waiting = <Skeleton className="h-96 w-full rounded-xl" />;
  if (userLoading || (user && mine.isPending)) {
    notice = waiting;
  } else if (user && isClosedStanding(mine.data)) {
    notice = (
      <Suspense fallback={waiting}>
        <WhitelistStanding whitelist={mine.data} />
      </Suspense>
    );
  }

  return (
    <PublicFormGate
      form={form}
      loadError="Não foi possível carregar o formulário de whitelist."
      closedTitle="As inscrições para a whitelist estão fechadas"
      sent={
        sent ? (
          <SentConfirmation application={sent} title="Whitelist enviada" message={successMessage} />
        ) : null
      }
      notice={notice}
    >
      {(data) => {
        const description =
          data.description ??
          'Conte um pouco sobre você. A equipe lê cada solicitação e responde pelo Discord.';
        const top = <StepIndicator steps={steps} current={step} />;

        if (step === 1) {
          return (
            <Suspense
              fallback={
                <div className="flex justify-center py-16">
                  <Spinner />
                </div>
              }
            >
              <WhitelistQuestions
                description={description}
                top={top}
                questions={data.questions}
                fields={fields}
                answers={answers}
                onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
                signedIn={user !== null}
                // Back signed out (the sign-in failed): the usual button, no automatic send.
                autoSend={autoSend === 'pending' && !user && !userLoading ? 'off' : autoSend}
                onAutoSent={() => setAutoSend('sent')}
                sentMessage={successMessage}
                signInAndComeBack={draft.signInAndComeBack}
                onBack={() => setStep(0)}
                onSent={setSent}
              />
            </Suspense>
          );
        }

        function next() {
          const found = validateIdentity(fields);
          setErrors(found);
          const invalid = identityOrder.filter((name) => found[name] !== undefined);
          if (invalid.length === 0) setStep(1);
          else focusFirstError(invalid.map((name) => `#identity-${name}`));
        }

        return (
          <ApplicationFormCard
            title="Solicitar whitelist"
            description={description}
            top={top}
            onSubmit={next}
            footer={
              <>
                <Button type="button" variant="ghost" onClick={() => navigate('/')}>
                  Cancelar
                </Button>
                <Button type="submit">
                  Próximo
                  <ArrowRight aria-hidden="true" />
                </Button>
              </>
            }
          >
            <IdentityStep
              fields={fields}
              errors={errors}
              onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
            />
          </ApplicationFormCard>
        );
      }}
    </PublicFormGate>
  );
}
