import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberNote } from '@panel/contract/api/members';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberFileKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function deleteMemberNote(discordId: string, id: string): Promise<void> {
  return callEndpoint(membersEndpoints.deleteMemberNote, { params: { discordId, id } });
}

/** "Excluir" a note of one's own. */
export function useDeleteMemberNote(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMemberNote(discordId, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MemberNote[]>(memberFileKeys.notes(discordId), (notes) =>
        notes?.filter((note) => note.id !== id),
      );
      toast.success('Nota excluída');
    },
    onError: (error) => notifyError('Erro ao excluir a nota', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberFileKeys.notes(discordId) }),
        queryClient.invalidateQueries({ queryKey: memberFileKeys.timelineAll(discordId) }),
      ]),
  });
}
