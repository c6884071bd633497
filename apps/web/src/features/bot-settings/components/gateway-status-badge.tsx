import { gatewayStatusLabels, type BotGatewayStatus } from '@panel/contract/api/bot-settings';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const dots: Record<BotGatewayStatus, string> = {
  online: 'bg-emerald-500',
  connecting: 'bg-amber-500',
  reconnecting: 'bg-amber-500',
  offline: 'bg-rose-500',
};

export function GatewayStatusBadge({ status }: { status: BotGatewayStatus }) {
  return (
    <Badge
      variant={status === 'online' ? 'success' : status === 'offline' ? 'outline' : 'warning'}
      className={cn(status === 'offline' && 'border-destructive/40 text-destructive')}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dots[status])} />
      {gatewayStatusLabels[status]}
    </Badge>
  );
}
