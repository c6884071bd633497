import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { blacklistLimits } from '@panel/contract/api/blacklist';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog onOpenChange={(open) => (open ? setReason('') : undefined)}>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remover da Blacklist?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-medium text-foreground">{name}</span> deixa de estar na blacklist.
            Esta ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
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
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => remove.mutate({ id, reason })}>
            Remover
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
