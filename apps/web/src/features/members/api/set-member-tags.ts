import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberFile, MemberTag } from '@panel/contract/api/members';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberFileKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function setMemberTags(discordId: string, tagIds: string[]): Promise<MemberTag[]> {
  return callEndpoint(membersEndpoints.setMemberTags, { params: { discordId }, body: { tagIds } });
}

/** Gives the member exactly these tags (the whole list, not a change). */
export function useSetMemberTags(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: string[]) => setMemberTags(discordId, tagIds),
    onSuccess: (tags) => {
      queryClient.setQueryData<MemberFile>(memberFileKeys.file(discordId), (file) =>
        file ? { ...file, tags } : file,
      );
      toast.success('Etiquetas atualizadas');
    },
    onError: (error) => notifyError('Erro ao salvar as etiquetas', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberFileKeys.file(discordId) }),
        queryClient.invalidateQueries({ queryKey: memberFileKeys.timelineAll(discordId) }),
      ]),
  });
}
