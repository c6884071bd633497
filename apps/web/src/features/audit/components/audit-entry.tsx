import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { AuditEntry } from '@panel/contract/api/audit';
import { DateTime } from '@/components/date-time';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { diffAuditValues } from '../audit-diff';
import { AuditChanges } from './audit-changes';
import { AuditTypeBadge } from '@/components/audit-type-badge';

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const [expanded, setExpanded] = useState(false);
  const changesId = useId();
  const diff = useMemo(
    () => diffAuditValues(entry.before, entry.after, entry.action),
    [entry.before, entry.after, entry.action],
  );

  return (
    <li className="rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4">
      <div className="flex items-start gap-3">
        <UserAvatar name={entry.username} src={entry.avatar} className="size-9 sm:size-10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium wrap-anywhere">{entry.username}</span>
            <AuditTypeBadge type={entry.actionType} />
            <DateTime
              value={entry.createdAt}
              className="w-full text-xs text-muted-foreground sm:ml-auto sm:w-auto"
            />
          </div>
          <p className="mt-1 text-sm wrap-anywhere">{entry.details}</p>
          {entry.userId ? (
            <p className="mt-1 text-xs text-muted-foreground">
              ID do usuário: <span className="font-mono">{entry.userId}</span>
            </p>
          ) : null}
          {diff ? (
            <>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="-ml-2 mt-1 text-muted-foreground"
                aria-expanded={expanded}
                aria-controls={changesId}
                onClick={() => setExpanded((value) => !value)}
              >
                <ChevronDown
                  aria-hidden="true"
                  className={cn('transition-transform', expanded && 'rotate-180')}
                />
                {expanded ? 'Ocultar alterações' : 'Ver alterações'}
              </Button>
              <AuditChanges id={changesId} diff={diff} hidden={!expanded} />
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
