import { CircleAlert } from 'lucide-react';
import { submitFailedMessage, submitRefusal } from '../submit-refusal';

/**
 * Why the application was not sent: the server's reason when it refused it (pending request,
 * approved whitelist, cooldown, closed form), otherwise the spec's message.
 */
export function SubmitError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="font-medium">{submitRefusal(error) ?? submitFailedMessage}</p>
    </div>
  );
}
