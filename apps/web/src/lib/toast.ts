import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Show = (message: string, options?: ExternalToast) => void;

/** Whether a toast was raised: the toaster (app/providers.tsx) mounts from then on. */
let requested = false;
const listeners = new Set<() => void>();

function request(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isRequested = () => requested;

/** True once the page has raised its first toast; renders again when it does. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(subscribe, isRequested, isRequested);
}

function later(pick: (toast: typeof sonnerToast) => Show): Show {
  return (message, options) => {
    request();
    void import('sonner').then(({ toast }) => pick(toast)(message, options));
  };
}

/**
 * sonner's `toast`, loaded with the first toast instead of with the page: no page needs sonner
 * to show, and the toaster itself mounts with the first toast too (app/providers.tsx). A toast
 * raised before the toaster is there waits in sonner's store and shows when it mounts.
 */
export const toast = {
  message: later((sonner) => sonner),
  success: later((sonner) => sonner.success),
  error: later((sonner) => sonner.error),
  warning: later((sonner) => sonner.warning),
};
