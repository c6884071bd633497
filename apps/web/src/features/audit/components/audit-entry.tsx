import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { AuditEntry } from '@panel/contract/api/audit';
import { AuditTypeBadge } from '@/components/audit-type-badge';
import { DateTime } from '@/components/date-time';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useKnownMember } from '@/lib/guild-members';
import { diffAuditValues } from '../audit-diff';
import { AuditChanges } from './audit-changes';
import { AuditTarget } from './audit-target';

/**
 * One entry in one or two lines: who acted (name and picture as stored with the entry, the
 * catalog's picture when none was; their id on hover), the type, whom it was about, when, and
 * what happened, with the changes on demand.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const [expanded, setExpanded] = useState(false);
  const changesId = useId();
  const diff = useMemo(
    () => diffAuditValues(entry.before, entry.after, entry.action),
    [entry.before, entry.after, entry.action],
  );
  const actor = useKnownMember(entry.avatar ? null : entry.userId).data;

  return (
    <li className="px-3 py-2 sm:px-4">
      <div className="flex items-start gap-2.5">
        <UserAvatar
          name={entry.username}
          src={entry.avatar ?? actor?.avatarUrl ?? null}
          className="mt-0.5 size-7 text-xs"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            {entry.userId ? (
              <MemberLink
                id={entry.userId}
                className="text-sm font-medium wrap-anywhere"
                title={`ID ${entry.userId}`}
              >
                {entry.username}
              </MemberLink>
            ) : (
              <span className="text-sm font-medium wrap-anywhere">{entry.username}</span>
            )}
            <AuditTypeBadge type={entry.actionType} />
            <AuditTarget target={entry.target} actorId={entry.userId} />
            <DateTime
              value={entry.createdAt}
              className="w-full text-xs text-muted-foreground sm:ml-auto sm:w-auto"
            />
          </div>
          <p className="text-sm wrap-anywhere text-muted-foreground">{entry.details}</p>
          {diff ? (
            <>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="-ml-2 h-7 text-muted-foreground"
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
