import { Badge } from '@/components/ui/badge';
import { codeStatusLabels, type CodeStatus } from '../code-status';

const variants = { active: 'success', expired: 'warning', usedUp: 'secondary' } as const;

export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  return <Badge variant={variants[status]}>{codeStatusLabels[status]}</Badge>;
}
