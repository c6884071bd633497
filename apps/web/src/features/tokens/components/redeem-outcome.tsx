import { CircleAlert, CircleCheck, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface RedeemOutcomeProps {
  kind: 'success' | 'error';
  message: string;
  onAgain: () => void;
}

/** The spec's two endings: "Resgatar Outro" after a success, "Tentar Novamente" after an error. */
export function RedeemOutcome({ kind, message, onAgain }: RedeemOutcomeProps) {
  const success = kind === 'success';
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
        {success ? 'Código resgatado!' : 'Não foi possível resgatar o código'}
      </h2>
      <p className="text-sm">{message}</p>
      <Button variant={success ? 'default' : 'outline'} onClick={onAgain}>
        <RotateCcw aria-hidden="true" />
        {success ? 'Resgatar Outro' : 'Tentar Novamente'}
      </Button>
    </div>
  );
}
