import type { Question } from '@panel/contract/api/forms';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useDeleteQuestion } from '../api/delete-question';

export function DeleteQuestionButton({ question }: { question: Question }) {
  const remove = useDeleteQuestion();
  return (
    <ConfirmDeleteButton
      label={`Remover: ${question.text}`}
      action="Remover"
      title="Remover a pergunta?"
      description={`“${question.text}” deixa de aparecer no formulário. As respostas já enviadas continuam guardadas.`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(question.id)}
    />
  );
}
