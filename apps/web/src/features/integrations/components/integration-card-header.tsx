import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface IntegrationCardHeaderProps {
  icon: LucideIcon;
  /** Working: the icon in the panel's colour; else muted. */
  active: boolean;
  headingId: string;
  name: string;
  /** The state's badge beside the name. */
  badge: ReactNode;
  /** The line under the name: a key's start, a webhook's URL. */
  subtitle: ReactNode;
  /** The manager's button at the right (revoke, delete). */
  action: ReactNode;
}

/** The top of a key's or a webhook's card: icon, name, state, what tells it apart, the action. */
export function IntegrationCardHeader(props: IntegrationCardHeaderProps) {
  const { icon: Icon, active, headingId, name, badge, subtitle, action } = props;
  return (
    <div className="flex items-start gap-3">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg',
          active ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-base font-semibold wrap-anywhere">
            {name}
          </h2>
          {badge}
        </div>
        {subtitle}
      </div>
      {action}
    </div>
  );
}
