import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dutyDurationText, dutyMessages, type MyDuty } from '@panel/contract/api/duty';
import { dutyEndpoints } from '@panel/contract/endpoints/duty';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { dutyKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Goes on duty (`true`) or off it; answers the staff member's duty after the change. */
export function changeDuty(onDuty: boolean): Promise<MyDuty> {
  return callEndpoint(onDuty ? dutyEndpoints.startDuty : dutyEndpoints.endDuty);
}

/**
 * The header's toggle: a toast says what happened; a refusal (already on duty from Discord, a
 * shift the limit closed) says why, and the state is read again either way.
 */
export function useChangeDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDuty,
    onSuccess: (duty, onDuty) => {
      queryClient.setQueryData(dutyKeys.me, duty);
      if (onDuty) toast.success(dutyMessages.started);
      else {
        toast.success(dutyMessages.ended, {
          description: `Hoje: ${dutyDurationText(duty.todaySeconds)} em serviço.`,
        });
      }
    },
    onError: (error, onDuty) =>
      notifyError(onDuty ? dutyMessages.startFailed : dutyMessages.endFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dutyKeys.all }),
  });
}
