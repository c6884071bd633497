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
  name: string;
  callName: string | null;
  describedBy: string;
  /** The bot cannot disconnect from the member's channel: the button is off. */
  blocked?: boolean;
}

/** "Remover": disconnects the member from voice after a confirmation. */
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
