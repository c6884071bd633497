import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { blacklistLimits } from '@panel/contract/api/blacklist';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useRemoveBlacklist } from '../api/remove-blacklist';

interface RemoveEntryButtonProps {
  id: string;
  /** How the card names the entry, for the button's accessible name. */
  name: string;
}

/** "Remover" with the spec's confirmation and an optional reason kept in the history. */
export function RemoveEntryButton({ id, name }: RemoveEntryButtonProps) {
  const remove = useRemoveBlacklist();
  const [reason, setReason] = useState('');
  const reasonId = useId();

  return (
    <ConfirmDialog
      onOpenChange={(open) => (open ? setReason('') : undefined)}
      trigger={
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-label={`Remover ${name} da blacklist`}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          Remover
        </Button>
      }
      title="Remover da Blacklist?"
      description={
        <>
          <span className="font-medium text-foreground">{name}</span> deixa de estar na blacklist.
          Esta ação não pode ser desfeita.
        </>
      }
      confirmLabel="Remover"
      destructive
      onConfirm={() => remove.mutate({ id, name, reason })}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>
          Motivo da remoção <span className="font-normal text-muted-foreground">(opcional)</span>
        </Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={blacklistLimits.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
