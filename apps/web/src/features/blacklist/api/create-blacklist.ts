import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  blacklistMessages,
  blacklistTypeLabels,
  type BlacklistEntry,
} from '@panel/contract/api/blacklist';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { callEndpointWithForm, type UploadOptions } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { blacklistKeys, currentUserQueryKey } from '@/lib/query-keys';
import { entryFormData, type EntryFields } from '../entry-form';
import { entryName } from '../entry-name';

export interface CreateBlacklistInput {
  fields: EntryFields;
  files: readonly File[];
}

/** `POST /api/blacklist` as multipart/form-data, with the upload's progress. */
export function createBlacklist(
  { fields, files }: CreateBlacklistInput,
  options?: UploadOptions,
): Promise<BlacklistEntry> {
  return callEndpointWithForm(
    blacklistEndpoints.createBlacklist,
    entryFormData(fields, files),
    options,
  );
}

/** The mutation, and how much of the request was sent (null while idle). */
export function useCreateBlacklist() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: CreateBlacklistInput) =>
      createBlacklist(input, { onProgress: setProgress }),
    onMutate: () => setProgress(0),
    onSuccess: (entry, { fields }) => {
      // The spec's text, and whom it names: the server's name for them, else the one sent.
      const name = entryName({
        target: entry.target,
        discordUsername: entry.discordUsername ?? fields.discordUsername ?? null,
      });
      toast.success(blacklistMessages.added, {
        description: `${blacklistTypeLabels[entry.type]}: ${name}`,
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
