import { dutyMessages } from '@panel/contract/api/duty';
import { useChangeDuty } from '../api/change-duty';
import { useMyDuty } from '../api/get-my-duty';
import { DutyPill } from './duty-pill';

/**
 * "Em serviço" in the panel's header (docs/decisions/2026-12-05-duty.md): whether the staff
 * member is on duty, and one click to go on or off, with a toast.
 */
export function DutyToggle() {
  const duty = useMyDuty();
  const change = useChangeDuty();
  if (!duty.data) {
    return <DutyPill state="unknown" label="Serviço" disabled aria-busy={duty.isPending} />;
  }
  const onDuty = duty.data.shift !== null;
  return (
    <DutyPill
      state={onDuty ? 'on' : 'off'}
      label={onDuty ? dutyMessages.onDuty : dutyMessages.offDuty}
      title={onDuty ? 'Clique para sair de serviço' : 'Clique para entrar em serviço'}
      disabled={change.isPending}
      aria-busy={change.isPending}
      onClick={() => change.mutate(!onDuty)}
    />
  );
}
