import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberNote, MemberNoteBody } from '@panel/contract/api/members';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { sortNotes } from './get-member-notes';

export function createMemberNote(discordId: string, body: MemberNoteBody): Promise<MemberNote> {
  return callEndpoint(membersEndpoints.createMemberNote, { params: { discordId }, body });
}

/**
 * "Adicionar nota": the note shows at once, and the timeline, which lists notes, is read again.
 * The form reports a refusal itself (under the field, or in a toast).
 */
export function useCreateMemberNote(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberNoteBody) => createMemberNote(discordId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<MemberNote[]>(memberFileKeys.notes(discordId), (notes) =>
        notes ? sortNotes([note, ...notes.filter((item) => item.id !== note.id)]) : [note],
      );
      toast.success('Nota adicionada');
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberFileKeys.notes(discordId) }),
        queryClient.invalidateQueries({ queryKey: memberFileKeys.timelineAll(discordId) }),
      ]),
  });
}
