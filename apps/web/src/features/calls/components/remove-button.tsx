import { PhoneOff } from 'lucide-react';
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
import { Spinner } from '@/components/ui/spinner';
import { useRemoveFromCall } from '../api/remove-from-call';

interface RemoveButtonProps {
  discordId: string;
  name: string;
  callName: string | null;
  describedBy: string;
}

/** "Remover": disconnects the member from voice after a confirmation. */
export function RemoveButton({ discordId, name, callName, describedBy }: RemoveButtonProps) {
  const remove = useRemoveFromCall();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-describedby={describedBy}
          aria-busy={remove.isPending}
          disabled={remove.isPending}
        >
          {remove.isPending ? (
            <Spinner className="size-4" label="Removendo da call..." />
          ) : (
            <PhoneOff aria-hidden="true" />
          )}
          Remover
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remover da call?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-medium text-foreground">{name}</span> será desconectado do canal
            de voz{callName ? ` ${callName}` : ''}. Ele pode entrar de novo em seguida.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => remove.mutate(discordId)}>
            Remover
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
