import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSecurity } from '@panel/contract/api/staff-security';
import { staleTimes } from '@panel/contract/constants';
import { permissionsEndpoints } from '@panel/contract/endpoints/permissions';
import { callEndpoint } from '@/lib/api-client';
import { roleKeys } from '@/lib/query-keys';

export function getStaffSecurity(signal?: AbortSignal): Promise<StaffSecurity> {
  return callEndpoint(permissionsEndpoints.getStaffSecurity, { signal });
}

export function staffSecurityQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.staffSecurity,
    queryFn: ({ signal }) => getStaffSecurity(signal),
    staleTime: staleTimes.list,
  });
}

export function useStaffSecurity() {
  return useQuery(staffSecurityQueryOptions());
}
