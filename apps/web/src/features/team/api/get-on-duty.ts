import { useQuery } from '@tanstack/react-query';
import type { OnDuty } from '@panel/contract/api/duty';
import { dutyEndpoints } from '@panel/contract/endpoints/duty';
import { callEndpoint } from '@/lib/api-client';
import { dutyKeys } from '@/lib/query-keys';

export function getOnDuty(signal?: AbortSignal): Promise<OnDuty> {
  return callEndpoint(dutyEndpoints.listOnDuty, { signal });
}

/** Who is on duty now; a shift started or ended anywhere arrives live (notice area `duty`). */
export function useOnDuty() {
  return useQuery({
    queryKey: dutyKeys.onDuty,
    queryFn: ({ signal }) => getOnDuty(signal),
    staleTime: 30_000,
  });
}
