import { Clock } from 'lucide-react';
import { waitedTooLong, waitingText } from '@panel/contract/api/team-accountability-values';
import { Badge } from '@/components/ui/badge';
import { useNow } from '@/lib/use-now';

const minuteMs = 60_000;

/**
 * A pending entry that waited past the team's limit (`waitWarningHours`), highlighted:
 * "esperando há 3 dias" (docs/decisions/2026-12-05-team-accountability.md).
 */
export function WaitBadge({
  createdAt,
  warningHours,
}: {
  createdAt: string;
  warningHours: number;
}) {
  const now = useNow(minuteMs);
  if (!waitedTooLong(createdAt, warningHours, now)) return null;
  return (
    <Badge variant="warning" data-wait-warning="">
      <Clock aria-hidden="true" />
      {waitingText(now - Date.parse(createdAt))}
    </Badge>
  );
}
