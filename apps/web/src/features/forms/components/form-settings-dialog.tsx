import { useState } from 'react';
import { Settings2 } from 'lucide-react';
import type { FormStatus, FormType } from '@panel/contract/api/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { formCopy } from '../form-copy';
import { FormSettingsForm } from './form-settings-form';

interface FormSettingsDialogProps {
  formType: FormType;
  status: FormStatus;
}

export function FormSettingsDialog({ formType, status }: FormSettingsDialogProps) {
  const [open, setOpen] = useState(false);
  const copy = formCopy[formType];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings2 aria-hidden="true" />
          Configurações
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Configurações das {copy.signUps}</DialogTitle>
          <DialogDescription>
            Defina quando as inscrições fecham sozinhas e o texto mostrado no formulário público.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {open ? (
          <FormSettingsForm
            formType={formType}
            status={status}
            onCancel={() => setOpen(false)}
            onSaved={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
