import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberNote, MemberNoteUpdate } from '@panel/contract/api/members';
import { membersEndpoints } from '@panel/contract/endpoints/members';
import { callEndpoint } from '@/lib/api-client';
import { memberFileKeys } from '@/lib/query-keys';
import { sortNotes } from './get-member-notes';

export interface UpdateMemberNoteInput {
  id: string;
  /** The text (its author only), or the pin (anyone who sees the file). */
  body: MemberNoteUpdate;
}

export function updateMemberNote(
  discordId: string,
  { id, body }: UpdateMemberNoteInput,
): Promise<MemberNote> {
  return callEndpoint(membersEndpoints.updateMemberNote, { params: { discordId, id }, body });
}

/** A note's new text, or pinned or unpinned; the caller reports a refusal. */
export function useUpdateMemberNote(discordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberNoteInput) => updateMemberNote(discordId, input),
    onSuccess: (note) => {
      queryClient.setQueryData<MemberNote[]>(memberFileKeys.notes(discordId), (notes) =>
        notes ? sortNotes(notes.map((item) => (item.id === note.id ? note : item))) : notes,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberFileKeys.notes(discordId) }),
        queryClient.invalidateQueries({ queryKey: memberFileKeys.timelineAll(discordId) }),
      ]),
  });
}
