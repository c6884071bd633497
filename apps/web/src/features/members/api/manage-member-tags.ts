import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberTag, MemberTagBody } from '@panel/contract/api/members';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { memberFileKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function createMemberTag(body: MemberTagBody): Promise<MemberTag> {
  return callEndpoint(membersEndpoints.createMemberTag, { body });
}

export function updateMemberTag({ id, body }: { id: string; body: MemberTagBody }) {
  return callEndpoint(membersEndpoints.updateMemberTag, { params: { id }, body });
}

export function deleteMemberTag(tag: MemberTag): Promise<void> {
  return callEndpoint(membersEndpoints.deleteMemberTag, { params: { id: tag.id } });
}

/**
 * A tag's list changed: the list, and every member's file (it shows their tags), are read
 * again; not the files' other parts (the characters ask the game databases).
 */
function useRefreshTags() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberFileKeys.tags }),
      queryClient.invalidateQueries({
        queryKey: memberFileKeys.all,
        predicate: ({ queryKey }) => queryKey[2] === 'file',
      }),
    ]);
}

/** "Nova etiqueta"; the form reports a refusal under its fields. */
export function useCreateMemberTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: createMemberTag,
    onSuccess: (tag) => toast.success('Etiqueta criada', { description: tag.name }),
    onSettled: refresh,
  });
}

/** A tag's new name, colour or watch; the form reports a refusal under its fields. */
export function useUpdateMemberTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: updateMemberTag,
    onSuccess: (tag) => toast.success('Etiqueta atualizada', { description: tag.name }),
    onSettled: refresh,
  });
}

/** "Excluir": the tag leaves every member who had it. */
export function useDeleteMemberTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: deleteMemberTag,
    onSuccess: (_answer, tag) => toast.success('Etiqueta excluída', { description: tag.name }),
    onError: (error) => notifyError('Erro ao excluir a etiqueta', error),
    onSettled: refresh,
  });
}
