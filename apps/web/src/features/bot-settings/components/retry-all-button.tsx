import { RotateCcw } from 'lucide-react';
import { deliveryTypeLabels, type DeliveryType } from '@panel/contract/api/deliveries';
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
import { useRetryFailedDeliveries } from '../api/retry-failed-deliveries';

/** Puts every failed delivery of one type back in the queue, after a confirmation. */
export function RetryAllButton({ type }: { type: DeliveryType }) {
  const retry = useRetryFailedDeliveries();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" disabled={retry.isPending}>
          <RotateCcw aria-hidden="true" />
          Tentar novamente todas
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Tentar novamente todas?</AlertDialogTitle>
          <AlertDialogDescription>
            Todas as entregas do tipo “{deliveryTypeLabels[type]}” que falharam voltam para a fila.
            Corrija antes o que as fez falhar, ou elas falharão de novo.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={() => retry.mutate(type)}>
            Tentar novamente todas
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
