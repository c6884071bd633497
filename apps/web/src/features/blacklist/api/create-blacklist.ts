import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { announceAction, useDeliveriesLink } from '@/lib/action-toast';
import {
  blacklistMessages,
  blacklistTypeLabels,
  type BlacklistEntry,
} from '@panel/contract/api/blacklist';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { callEndpointWithFormUnparsed, type UploadOptions } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { blacklistKeys, currentUserQueryKey } from '@/lib/query-keys';
import { entryFormData, type EntryFields } from '../entry-form';
import { entryName } from '../entry-name';

export interface CreateBlacklistInput {
  fields: EntryFields;
  files: readonly File[];
}

/**
 * `POST /api/blacklist` as multipart/form-data, with the upload's progress: the new entry, and
 * the action that can undo it.
 */
export async function createBlacklist(
  { fields, files }: CreateBlacklistInput,
  options?: UploadOptions,
): Promise<{ entry: BlacklistEntry; actionId: string | null }> {
  const endpoint = blacklistEndpoints.createBlacklist;
  const answer = await callEndpointWithFormUnparsed(
    endpoint,
    entryFormData(fields, files),
    options,
  );
  return { entry: endpoint.response.parse(answer.data), actionId: answer.actionId };
}

/** The mutation, and how much of the request was sent (null while idle). */
export function useCreateBlacklist() {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: CreateBlacklistInput) =>
      createBlacklist(input, { onProgress: setProgress }),
    onMutate: () => setProgress(0),
    onSuccess: ({ entry, actionId }, { fields }) => {
      // The spec's text, and whom it names: the server's name for them, else the one sent.
      const name = entryName({
        target: entry.target,
        discordUsername: entry.discordUsername ?? fields.discordUsername ?? null,
      });
      announceAction({
        actionId,
        queryClient,
        deliveries,
        tone: 'success',
        title: blacklistMessages.added,
        description: `${blacklistTypeLabels[entry.type]}: ${name}`,
        undone: { title: 'Adição desfeita', description: `${name} não está mais na blacklist.` },
        refresh: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.all }),
      });
    },
    onError: (error) => {
      notifyError(blacklistMessages.addFailed, error);
      // A refusal may mean the session changed: reading it again lets the page guard send a
      // no longer allowed user on.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: blacklistKeys.all });
    },
  });
  return { ...mutation, progress };
}
