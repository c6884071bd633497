import { Check, LoaderCircle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Kbd } from './kbd';

interface DecisionButtonsProps {
  /** A decision on this entry is on its way. */
  busy: boolean;
  approving: boolean;
  /** The active entry shows the keys that decide it. */
  showKeys: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** "Aprovar" and "Rejeitar" of a pending entry; one decision at a time per entry. */
export function DecisionButtons({
  busy,
  approving,
  showKeys,
  onApprove,
  onReject,
}: DecisionButtonsProps) {
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        aria-busy={approving}
        aria-keyshortcuts="A"
        onClick={onApprove}
      >
        {approving ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Check aria-hidden="true" />
        )}
        Aprovar
        {showKeys ? (
          <Kbd className="border-primary-foreground/40 text-primary-foreground">A</Kbd>
        ) : null}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={busy}
        aria-keyshortcuts="R"
        onClick={onReject}
      >
        <X aria-hidden="true" />
        Rejeitar
        {showKeys ? <Kbd className="border-destructive/40 text-destructive">R</Kbd> : null}
      </Button>
    </>
  );
}
