import { Trash2 } from 'lucide-react';
import type { Token } from '@panel/contract/api/tokens';
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
import { useDeleteToken } from '../api/delete-token';

export function DeleteCodeButton({ code }: { code: Pick<Token, 'id' | 'token'> }) {
  const remove = useDeleteToken();

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:text-destructive"
          aria-label={`Deletar código ${code.token}`}
          title="Deletar"
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Deletar o código?</AlertDialogTitle>
          <AlertDialogDescription>
            O código <span className="font-mono font-medium text-foreground">{code.token}</span>{' '}
            deixa de poder ser resgatado. Os resgates já feitos continuam valendo. Esta ação não
            pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => remove.mutate(code.id)}>
            Deletar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
