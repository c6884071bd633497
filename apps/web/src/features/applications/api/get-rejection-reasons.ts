import { useQuery } from '@tanstack/react-query';
import { useAfterFirstScreen } from '@/lib/after-first-screen';
import { rejectionReasonsQueryOptions } from '@/lib/rejection-reasons';
import type { ApplicationKind } from '../application-kinds';

/**
 * Loaded with the page for those who decide, so the reject dialog opens with its choices; once
 * the list has drawn, so it does not compete with it on a slow connection.
 */
export function useRejectionReasons(kind: ApplicationKind, enabled: boolean) {
  const afterFirstScreen = useAfterFirstScreen();
  return useQuery({
    ...rejectionReasonsQueryOptions(kind.formType),
    enabled: enabled && afterFirstScreen,
  });
}
