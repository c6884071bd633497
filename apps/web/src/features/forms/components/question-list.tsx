import { formTypeLabels, type FormType, type Question } from '@panel/contract/api/forms';
import { useReorderQuestions } from '../api/reorder-questions';
import { moveId, useListMoves, type MoveDirection } from '@/lib/use-list-moves';
import { QuestionItem } from './question-item';

interface QuestionListProps {
  formType: FormType;
  /** That form's questions, in order. */
  questions: Question[];
  canManage: boolean;
  onEdit: (question: Question) => void;
}

export function QuestionList({ formType, questions, canManage, onEdit }: QuestionListProps) {
  const reorder = useReorderQuestions();
  const { listRef, announcement, moved } = useListMoves(questions);

  function move(index: number, direction: MoveDirection) {
    const ids = moveId(
      questions.map((question) => question.id),
      index,
      direction === 'up' ? -1 : 1,
    );
    const question = questions[index];
    if (!ids || !question) return;
    reorder.mutate({ formType, ids });
    const place = ids.indexOf(question.id) + 1;
    moved(
      question.id,
      direction,
      `“${question.text}” movida para a posição ${place} de ${ids.length}.`,
    );
  }

  return (
    <>
      <ol
        ref={listRef}
        aria-label={`Perguntas: ${formTypeLabels[formType]}`}
        className="divide-y rounded-xl border bg-card"
      >
        {questions.map((question, index) => (
          <QuestionItem
            key={question.id}
            question={question}
            number={index + 1}
            isFirst={index === 0}
            isLast={index === questions.length - 1}
            canManage={canManage}
            onMove={(direction) => move(index, direction)}
            onEdit={() => onEdit(question)}
          />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
