import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storeLimits } from '@panel/contract/api/store';
import { isApiError } from '@/lib/api-error';
import { imageRefusal } from '@/lib/image-files';
import { currentUserQueryKey } from '@/lib/query-keys';
import { uploadStoreImage } from './api/upload-store-image';

export interface PendingUpload {
  key: string;
  name: string;
  /** An object URL of the file for its thumbnail while it is sent. */
  previewUrl: string;
  /** Share of the file sent, from 0 to 1. */
  progress: number;
}

export const tooManyImages = `Use no máximo ${storeLimits.imagesMax} imagens.`;

let lastKey = 0;

/**
 * Product images sent one file per request as they are picked, each shown with its preview
 * and progress until the server answers with its address (`onUploaded`). Files refused on the
 * client or by the server are named in `refusals`. Leaving the form cancels what is in flight.
 */
export function useImageUploads(imageCount: number, onUploaded: (url: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const latest = useRef({ pending, imageCount, onUploaded });
  latest.current = { pending, imageCount, onUploaded };
  // Made on mount, so a remount (StrictMode) does not inherit an aborted one. An aborted
  // upload still reaches its `finally`, which revokes its preview.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const send = useCallback(
    async (file: File) => {
      const signal = abort.current?.signal;
      const item = {
        key: `upload-${++lastKey}`,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
      };
      const update = (change: (items: PendingUpload[]) => PendingUpload[]) => {
        latest.current.pending = change(latest.current.pending);
        setPending(latest.current.pending);
      };
      update((items) => [...items, item]);
      try {
        const image = await uploadStoreImage(file, {
          signal,
          onProgress: (progress) =>
            update((items) =>
              items.map((one) => (one.key === item.key ? { ...one, progress } : one)),
            ),
        });
        latest.current.onUploaded(image.url);
      } catch (error) {
        if (signal?.aborted) return;
        setRefusals((current) => [...current, isApiError(error) ? error.message : String(error)]);
        // The upload bypasses the API client's 401 handling: reading the session again lets
        // the page guard send a signed-out (or no longer allowed) user on.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
      } finally {
        URL.revokeObjectURL(item.previewUrl);
        if (!signal?.aborted) update((items) => items.filter((one) => one.key !== item.key));
      }
    },
    [queryClient],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const messages: string[] = [];
      let room = storeLimits.imagesMax - latest.current.imageCount - latest.current.pending.length;
      for (const file of files) {
        const refusal = imageRefusal(file);
        if (refusal) messages.push(refusal);
        else if (room <= 0) messages.push(tooManyImages);
        else {
          room -= 1;
          void send(file);
        }
      }
      setRefusals([...new Set(messages)]);
    },
    [send],
  );

  return { pending, refusals, add };
}
