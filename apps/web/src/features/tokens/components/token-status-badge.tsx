import { Badge } from '@/components/ui/badge';
import { tokenStatusLabels, type TokenStatus } from '../token-status';

const variants = { active: 'success', expired: 'warning', usedUp: 'secondary' } as const;

export function TokenStatusBadge({ status }: { status: TokenStatus }) {
  return <Badge variant={variants[status]}>{tokenStatusLabels[status]}</Badge>;
}
