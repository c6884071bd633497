import type { FormType } from '@panel/contract/api/forms';
import { ErrorState } from '@/components/error-state';
import { useQuestions } from '../api/get-questions';
import { answersByQuestionText, matchAnswers, type StoredAnswers } from '../answer-rows';
import { AnswerList } from './answer-list';

const emptyText = 'Nenhuma pergunta encontrada.';

interface FormAnswersProps {
  formType: FormType;
  answers: StoredAnswers;
  /** The entry has a score: its unanswered graded questions show as wrong. */
  graded: boolean;
}

/** The form's questions (alphabetical) with this entry's answers. */
export function FormAnswers({ formType, answers, graded }: FormAnswersProps) {
  const questions = useQuestions(formType);

  if (questions.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando...
      </p>
    );
  }
  if (questions.isError) {
    return (
      <ErrorState
        message="Erro ao carregar as perguntas do formulário."
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
        className="py-4"
      />
    );
  }

  const { rows, orphans } = matchAnswers(questions.data, answers, { graded });
  return (
    <div className="grid gap-3">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <AnswerList
          items={rows.map(({ question, ...shown }) => ({
            key: question.id,
            question: question.text,
            required: question.required,
            description: question.description,
            ...shown,
          }))}
        />
      )}
      {orphans.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            Respostas a perguntas que não estão mais no formulário:
          </p>
          <AnswerList items={orphans.map((row, index) => ({ key: `orphan-${index}`, ...row }))} />
        </>
      ) : null}
    </div>
  );
}

/**
 * For staff who may not read the form's questions (no `view_allowlists_questions`): the
 * answers by the question text stored with them.
 */
export function StoredTextAnswers({ answers }: { answers: StoredAnswers }) {
  const rows = answersByQuestionText(answers);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return <AnswerList items={rows.map((row, index) => ({ key: `stored-${index}`, ...row }))} />;
}
