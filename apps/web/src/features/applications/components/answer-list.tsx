import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { AnswerGrade } from '../answer-rows';

export interface AnswerListItem {
  key: string;
  question: string;
  required?: boolean;
  description?: string | null;
  /** `null`: shown as "Não respondido". */
  answer: string | null;
  /** Choice questions: the options picked, shown as a list. */
  choices?: readonly string[];
  /** Graded questions: "Correta" or "Incorreta", and how much it counted. */
  grade?: AnswerGrade;
}

/**
 * Questions and answers as a description list (term: the question; definition: the answer,
 * then, for a graded question, its mark as a second definition).
 */
export function AnswerList({ items }: { items: AnswerListItem[] }) {
  return (
    <dl className="grid gap-2">
      {items.map((item) => (
        <div key={item.key} className="grid gap-1 rounded-lg border bg-muted/30 p-3">
          <dt className="text-sm font-medium wrap-anywhere">
            {item.question}
            {item.required ? (
              <>
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
                <span className="sr-only"> (obrigatória)</span>
              </>
            ) : null}
            {item.description ? (
              <span className="mt-0.5 block text-xs font-normal text-muted-foreground">
                {item.description}
              </span>
            ) : null}
          </dt>
          <dd
            className={
              item.answer === null
                ? 'text-sm text-muted-foreground italic'
                : 'text-sm whitespace-pre-wrap wrap-anywhere'
            }
          >
            <AnswerText item={item} />
          </dd>
          {item.grade ? (
            <dd className="flex flex-wrap gap-1.5">
              <GradeMarks grade={item.grade} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

function AnswerText({ item }: { item: AnswerListItem }) {
  if (item.answer === null) return 'Não respondido';
  // Several picks read better one under the other than joined by "; ".
  if (item.choices && item.choices.length > 1) {
    return (
      <ul className="grid list-disc gap-0.5 pl-5">
        {item.choices.map((choice) => (
          <li key={choice}>{choice}</li>
        ))}
      </ul>
    );
  }
  return item.choices?.[0] ?? item.answer;
}

/** Right or wrong in words and an icon, not colour alone; then what made it count more. */
function GradeMarks({ grade }: { grade: AnswerGrade }) {
  return (
    <>
      {grade.correct ? (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          Correta
        </Badge>
      ) : (
        <Badge variant="destructive">
          <CircleX aria-hidden="true" />
          Incorreta
        </Badge>
      )}
      {grade.eliminatory ? <Badge variant="outline">Eliminatória</Badge> : null}
      {grade.weight !== 1 ? <Badge variant="outline">Peso {grade.weight}</Badge> : null}
    </>
  );
}
