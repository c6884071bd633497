import { CircleAlert, CircleCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { splitAttemptsWarning } from '../attempts-warning';

interface RedeemOutcomeProps {
  kind: 'success' | 'error';
  /** The heading when the code was not a redemption code (a game account's request code). */
  title?: string;
  message: string;
  /** What to do next, first (a linked member who still needs their whitelist). */
  next?: { label: string; href: string } | null;
  onAgain: () => void;
}

/** The spec's two endings: "Resgatar Outro" after a success, "Tentar Novamente" after an error. */
export function RedeemOutcome({ kind, title, message, next, onAgain }: RedeemOutcomeProps) {
  const success = kind === 'success';
  const { reason, warning } = success
    ? { reason: message, warning: null }
    : splitAttemptsWarning(message);
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={
        success
          ? 'flex flex-col items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-6 text-center text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100'
          : 'flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-6 text-center'
      }
    >
      <Icon
        aria-hidden="true"
        className={
          success ? 'size-8 text-emerald-600 dark:text-emerald-300' : 'size-8 text-destructive'
        }
      />
      <h2 className="text-lg font-semibold">
        {title ?? (success ? 'Código resgatado!' : 'Não foi possível resgatar o código')}
      </h2>
      <p className="text-sm">{reason}</p>
      {warning ? (
        <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
          <TriangleAlert
            aria-hidden="true"
            className="size-4 shrink-0 text-amber-600 dark:text-amber-300"
          />
          {warning}
        </p>
      ) : null}
      {next ? (
        <Button asChild>
          <Link to={next.href}>{next.label}</Link>
        </Button>
      ) : null}
      <Button variant={success && !next ? 'default' : 'outline'} onClick={onAgain}>
        <RotateCcw aria-hidden="true" />
        {success ? 'Resgatar Outro' : 'Tentar Novamente'}
      </Button>
    </div>
  );
}
