export interface AnswerListItem {
  key: string;
  question: string;
  required?: boolean;
  description?: string | null;
  /** `null`: shown as "Não respondido". */
  answer: string | null;
}

/** Questions and answers as a description list (term: the question; definition: the answer). */
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
            {item.answer ?? 'Não respondido'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
