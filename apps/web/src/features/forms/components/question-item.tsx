import { Pencil } from 'lucide-react';
import { MoveButtons, type MoveDirection } from '@/components/move-buttons';
import { isGraded, questionTypeLabels, type Question } from '@panel/contract/api/forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteQuestionButton } from './delete-question-button';

interface QuestionItemProps {
  question: Question;
  /** 1-based place in the form, as members see it. */
  number: number;
  isFirst: boolean;
  isLast: boolean;
  canManage: boolean;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
}

export function QuestionItem({
  question,
  number,
  isFirst,
  isLast,
  canManage,
  onMove,
  onEdit,
}: QuestionItemProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
        >
          {number}
        </span>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <p className="font-medium break-words">{question.text}</p>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{questionTypeLabels[question.type]}</Badge>
            {question.required ? <Badge variant="warning">Obrigatória</Badge> : null}
            {isGraded(question) ? <GradingBadges question={question} /> : null}
          </div>
          {question.description ? (
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {question.description}
            </p>
          ) : null}
        </div>
      </div>
      {canManage ? (
        <div className="flex shrink-0 justify-end gap-1">
          <MoveButtons
            id={question.id}
            name={question.text}
            isFirst={isFirst}
            isLast={isLast}
            onMove={onMove}
          />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Editar: ${question.text}`}
            title="Editar"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteQuestionButton question={question} />
        </div>
      ) : null}
    </li>
  );
}

/** How a graded question counts; an ungraded one shows only its type. */
function GradingBadges({ question }: { question: Question }) {
  return (
    <>
      <Badge variant="success">Corrigida</Badge>
      {question.weight !== 1 ? <Badge variant="outline">Peso {question.weight}</Badge> : null}
      {question.eliminatory ? <Badge variant="destructive">Eliminatória</Badge> : null}
      <Badge variant="outline">{question.options.length} opções</Badge>
    </>
  );
}
