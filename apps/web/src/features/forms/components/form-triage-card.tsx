import { isGraded, type FormType } from '@panel/contract/api/forms';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormTriage } from '../api/get-form-triage';
import { useQuestions } from '../api/get-questions';
import { questionsOfForm } from '../question-order';
import { FormTriageForm } from './form-triage-form';

interface FormTriageCardProps {
  formType: FormType;
  canManage: boolean;
}

/**
 * "Triagem e votos": the pass mark the graded questions are held to, what failing it does, and
 * how many staff votes decide (docs/decisions/2026-12-05-application-triage.md).
 */
export function FormTriageCard({ formType, canManage }: FormTriageCardProps) {
  const triage = useFormTriage(formType);
  const questions = useQuestions();
  const headingId = `${formType}-triage-heading`;
  const gradedCount = questions.isSuccess
    ? questionsOfForm(questions.data, formType).filter(isGraded).length
    : null;

  let content;
  if (triage.isPending) {
    content = (
      <div className="grid gap-3" aria-busy="true" aria-label="Carregando a triagem">
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-9 w-48" />
      </div>
    );
  } else if (triage.isError) {
    content = (
      <ErrorState
        message="Erro ao carregar a triagem do formulário."
        onRetry={() => void triage.refetch()}
        retrying={triage.isFetching}
      />
    );
  } else {
    content = (
      <FormTriageForm
        formType={formType}
        saved={triage.data}
        gradedCount={gradedCount}
        canManage={canManage}
      />
    );
  }

  return (
    <Card className="gap-4 py-5" role="region" aria-labelledby={headingId}>
      <CardHeader className="px-5">
        <CardTitle id={headingId}>Triagem e votos</CardTitle>
        <CardDescription>
          A nota das perguntas corrigidas separa as inscrições antes da equipe; os votos dizem
          quantas pessoas da equipe decidem cada uma.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">{content}</CardContent>
    </Card>
  );
}
