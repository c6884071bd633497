import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Show = (message: string, options?: ExternalToast) => void;

function later(pick: (toast: typeof sonnerToast) => Show): Show {
  return (message, options) => {
    void import('sonner').then(({ toast }) => pick(toast)(message, options));
  };
}

/**
 * sonner's `toast`, loaded with the first toast instead of with the page: no page needs
 * sonner to show, and the toaster itself mounts after the first screen (app/providers.tsx).
 */
export const toast = {
  message: later((sonner) => sonner),
  success: later((sonner) => sonner.success),
  error: later((sonner) => sonner.error),
  warning: later((sonner) => sonner.warning),
};
