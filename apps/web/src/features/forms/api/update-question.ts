import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { questionSchema, type Question, type UpdateQuestionBody } from '@panel/contract/api/forms';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { questionsPath } from './get-questions';
import { formsKeys } from './keys';

export interface QuestionUpdate {
  id: string;
  /** Only the fields that changed: a PATCH leaves the others as they are on the server. */
  changes: UpdateQuestionBody;
}

export function updateQuestion({ id, changes }: QuestionUpdate): Promise<Question> {
  return api.patch(`${questionsPath}/${id}`, changes, { schema: questionSchema });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: async () => {
      toast.success('Pergunta atualizada com sucesso');
      await queryClient.invalidateQueries({ queryKey: formsKeys.questions });
    },
    onError: (error) => notifyError('Erro ao atualizar pergunta', error),
  });
}
