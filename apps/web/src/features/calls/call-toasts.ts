import { toast } from '@/lib/toast';
import { refusalReason } from '@/lib/notify';

interface SpecToast {
  title: string;
  description: string;
}

/** The spec's "Sucesso - ..." as a toast's title. */
export function callDoneTitle({ title, description }: SpecToast): string {
  return `${title} - ${description}`;
}

/** The spec's "Sucesso - ..." as the toast's title, and the member it was about under it. */
export function notifyCallDone(toastText: SpecToast, memberName: string): void {
  toast.success(callDoneTitle(toastText), { description: memberName });
}

/**
 * The spec's "Erro - ..." with the member under it. When the server refused for a reason the
 * person can act on (the member left: 409; the bot may not: 403; Discord did not answer: 503)
 * its Portuguese message takes the place of the generic text.
 */
export function notifyCallFailed(
  { title, description }: SpecToast,
  memberName: string,
  error: unknown,
): void {
  toast.error(`${title} - ${refusalReason(error) ?? description}`, { description: memberName });
}
