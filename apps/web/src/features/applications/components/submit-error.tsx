import { CircleAlert } from 'lucide-react';
import { isApiError } from '@/lib/api-error';

const genericMessage = 'Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente.';

/** The spec's message, with the server's reason (pending request, cooldown, closed form). */
export function SubmitError({ error }: { error: unknown }) {
  const reason =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
      ? error.message
      : null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">{genericMessage}</p>
        {reason ? <p>{reason}</p> : null}
      </div>
    </div>
  );
}
