import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import { formLimits, type FormType, type Question } from '@panel/contract/api/forms';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useQuestions } from '../api/get-questions';
import { questionsOfForm } from '../question-order';
import type { QuestionDialogTarget } from './question-dialog';
import { QuestionList } from './question-list';

// The dialog (and its select) loads when first opened.
const QuestionDialog = lazy(async () => ({
  default: (await import('./question-dialog')).QuestionDialog,
}));

interface QuestionsSectionProps {
  formType: FormType;
  canManage: boolean;
}

export function QuestionsSection({ formType, canManage }: QuestionsSectionProps) {
  const questionsQuery = useQuestions();
  const [dialog, setDialog] = useState<QuestionDialogTarget | null>(null);
  const dialogUsed = useOpenedOnce(dialog !== null);
  const questions = questionsOfForm(questionsQuery.data ?? [], formType);
  // The server refuses more; saying so beats a failed request.
  const atLimit = questions.length >= formLimits.questionsPerForm;
  const headingId = `${formType}-questions-heading`;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold">
            Perguntas
          </h2>
          {questionsQuery.isSuccess ? (
            <p className="text-sm text-muted-foreground">
              {questions.length} de {formLimits.questionsPerForm} perguntas
              {atLimit ? ' (limite atingido)' : ''}
            </p>
          ) : null}
        </div>
        {canManage ? (
          <Button
            disabled={!questionsQuery.isSuccess || atLimit}
            onClick={() => setDialog({ formType, question: null })}
          >
            <Plus aria-hidden="true" />
            Nova pergunta
          </Button>
        ) : null}
      </div>
      {questionsQuery.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Carregando perguntas">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : questionsQuery.isError ? (
        <ErrorState
          message="Erro ao carregar as perguntas."
          onRetry={() => void questionsQuery.refetch()}
          retrying={questionsQuery.isFetching}
        />
      ) : questions.length === 0 ? (
        <EmptyState message="Nenhuma pergunta encontrada." />
      ) : (
        <QuestionList
          formType={formType}
          questions={questions}
          canManage={canManage}
          onEdit={(question: Question) => setDialog({ formType, question })}
        />
      )}
      {canManage && dialogUsed ? (
        <Suspense fallback={null}>
          <QuestionDialog target={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
