import { useEffect, useRef, useState } from 'react';
import { formTypeLabels, type FormType, type Question } from '@panel/contract/api/forms';
import { useReorderQuestions } from '../api/reorder-questions';
import { moveId } from '../question-order';
import { QuestionItem, type MoveDirection } from './question-item';

interface QuestionListProps {
  formType: FormType;
  /** That form's questions, in order. */
  questions: Question[];
  canManage: boolean;
  onEdit: (question: Question) => void;
}

export function QuestionList({ formType, questions, canManage, onEdit }: QuestionListProps) {
  const reorder = useReorderQuestions();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: MoveDirection }>();
  const [announcement, setAnnouncement] = useState('');

  // The moved row changes place in the DOM, which can drop keyboard focus: put it back on the
  // same arrow, or on the other one when the row reached an end and its arrow got disabled.
  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const { id, direction } = focusAfterMove;
    const button = (side: MoveDirection) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${id}:${side}"]`);
    const same = button(direction);
    const target = same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up');
    target?.focus();
  }, [focusAfterMove, questions]);

  function move(index: number, direction: MoveDirection) {
    const ids = moveId(
      questions.map((question) => question.id),
      index,
      direction === 'up' ? -1 : 1,
    );
    const question = questions[index];
    if (!ids || !question) return;
    reorder.mutate({ formType, ids });
    setFocusAfterMove({ id: question.id, direction });
    const place = ids.indexOf(question.id) + 1;
    setAnnouncement(`“${question.text}” movida para a posição ${place} de ${ids.length}.`);
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
