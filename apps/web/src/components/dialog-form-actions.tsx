import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { DialogClose } from './ui/dialog';

interface DialogFormActionsProps {
  pending: boolean;
  /** The submit button's words and icon, e.g. "Criar chave". */
  label: string;
  icon: ReactNode;
  /** While the request runs, e.g. "Criando...". */
  pendingLabel: string;
}

/** A dialog form's "Cancelar" and submit, stacked on a phone, the submit first under the thumb. */
export function DialogFormActions({ pending, label, icon, pendingLabel }: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancelar
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? <Save aria-hidden="true" /> : icon}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
