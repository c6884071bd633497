import { useQuery } from '@tanstack/react-query';
import { rejectionReasonsQueryOptions } from '@/lib/rejection-reasons';
import type { ApplicationKind } from '../application-kinds';

/** Loaded with the page for those who decide, so the reject dialog opens with its choices. */
export function useRejectionReasons(kind: ApplicationKind, enabled: boolean) {
  return useQuery({ ...rejectionReasonsQueryOptions(kind.formType), enabled });
}
