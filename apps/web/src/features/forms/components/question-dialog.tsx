import type { FormType, Question } from '@panel/contract/api/forms';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCreateQuestion } from '../api/create-question';
import { useUpdateQuestion } from '../api/update-question';
import { formCopy } from '../form-copy';
import {
  emptyQuestionValues,
  questionValuesOf,
  toCreateBody,
  toQuestionChanges,
  type QuestionValues,
} from '../question-values';
import { QuestionForm } from './question-form';

/** `question` null: a new question at the end of `formType`'s form. */
export type QuestionDialogTarget = { formType: FormType; question: Question | null };

interface QuestionDialogProps {
  target: QuestionDialogTarget | null;
  onClose: () => void;
}

export function QuestionDialog({ target, onClose }: QuestionDialogProps) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const question = target?.question ?? null;

  function save(values: QuestionValues) {
    if (!target) return;
    if (!question) {
      create.mutate(toCreateBody(values, target.formType), { onSuccess: onClose });
      return;
    }
    const changes = toQuestionChanges(question, values);
    // Nothing changed: nothing to send, and no "updated" toast for a no-op.
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate({ id: question.id, changes }, { onSuccess: onClose });
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{question ? 'Editar pergunta' : 'Nova pergunta'}</DialogTitle>
          <DialogDescription>
            {target ? `${formCopy[target.formType].title}.` : null}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <QuestionForm
            // A fresh form for each question, so no typed text carries over.
            key={question?.id ?? 'new'}
            initialValues={question ? questionValuesOf(question) : emptyQuestionValues}
            submitLabel={question ? 'Salvar alterações' : 'Criar pergunta'}
            pending={create.isPending || update.isPending}
            onSubmit={save}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
