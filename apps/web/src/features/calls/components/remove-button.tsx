import { PhoneOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useRemoveFromCall } from '../api/remove-from-call';

// The confirmation (Radix's alert dialog) loads when first opened.
const RemoveDialog = lazy(async () => ({
  default: (await import('./remove-dialog')).RemoveDialog,
}));

interface RemoveButtonProps {
  discordId: string;
  /** The member as the row names them: the button's name, the confirmation and the toast. */
  name: string;
  callName: string | null;
  /** The id of why the bot may not act in the member's channel, when it may not. */
  describedBy?: string | undefined;
  /** The bot cannot disconnect from the member's channel: the button is off. */
  blocked?: boolean;
}

/**
 * "Remover", read as "Remover Ana Souza da call": disconnects the member from voice after a
 * confirmation.
 */
export function RemoveButton({
  discordId,
  name,
  callName,
  describedBy,
  blocked = false,
}: RemoveButtonProps) {
  const remove = useRemoveFromCall();
  const [confirming, setConfirming] = useState(false);
  const dialogUsed = useOpenedOnce(confirming);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        aria-label={`Remover ${name} da call`}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        aria-expanded={confirming}
        aria-busy={remove.isPending}
        disabled={remove.isPending || blocked}
        onClick={() => setConfirming(true)}
      >
        {remove.isPending ? (
          <Spinner className="size-4" label="Removendo da call..." />
        ) : (
          <PhoneOff aria-hidden="true" />
        )}
        Remover
      </Button>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <RemoveDialog
            open={confirming}
            onOpenChange={setConfirming}
            name={name}
            callName={callName}
            onConfirm={() => remove.mutate({ discordId, name })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
