import { useState } from 'react';
import type { FormStatus, FormType } from '@panel/contract/api/forms';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatDateTime } from '@/lib/format-date';
import { useUpdateFormStatus } from '../api/update-form-status';
import { upcomingClosesAt } from '../closing-date';
import { formCopy } from '../form-copy';

interface FormStatusSwitchProps {
  formType: FormType;
  status: FormStatus;
  canManage: boolean;
}

/** Opening or closing sign-ups reaches every member at once, so it asks first. */
export function FormStatusSwitch({ formType, status, canManage }: FormStatusSwitchProps) {
  const update = useUpdateFormStatus();
  const [confirming, setConfirming] = useState(false);
  // Kept apart from `confirming` so the dialog's text does not flip while it closes.
  const [nextIsOpen, setNextIsOpen] = useState(!status.isOpen);
  const copy = formCopy[formType];
  const switchId = `${formType}-sign-ups-open`;
  const closesAt = upcomingClosesAt(status.closesAt, new Date());

  function confirm() {
    update.mutate({
      formType,
      body: { isOpen: nextIsOpen, closesAt, description: status.description },
    });
  }

  return (
    <>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={status.isOpen}
          disabled={!canManage || update.isPending}
          onCheckedChange={(checked) => {
            setNextIsOpen(checked);
            setConfirming(true);
          }}
        />
        <Label htmlFor={switchId}>
          {formType === 'appeal' ? 'Aceitar apelações' : 'Aceitar inscrições'}
        </Label>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={nextIsOpen ? `Abrir as ${copy.signUps}?` : `Fechar as ${copy.signUps}?`}
        description={
          nextIsOpen
            ? `O formulário público volta a aceitar ${copy.requests}` +
              (closesAt
                ? ` até ${formatDateTime(closesAt)}, quando fecha sozinho.`
                : ' até alguém fechá-lo.')
            : `O formulário público deixa de aceitar ${copy.requests} até alguém abri-lo de novo. ` +
              `As que já foram enviadas continuam em ${copy.reviewPage} para análise.`
        }
        confirmLabel={nextIsOpen ? 'Abrir inscrições' : 'Fechar inscrições'}
        destructive={!nextIsOpen}
        onConfirm={confirm}
      />
    </>
  );
}
