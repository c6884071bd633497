import { Images } from 'lucide-react';
import { useId } from 'react';
import { blacklistTypeLabels, type BlacklistEntry } from '@panel/contract/api/blacklist';
import { DateTime } from '@/components/date-time';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { entryName } from '../entry-name';
import { EvidenceStrip } from './evidence-strip';
import { RemoveEntryButton } from './remove-entry-button';

interface BlacklistCardProps {
  entry: BlacklistEntry;
  canManage: boolean;
  /** Opens the evidence viewer at the file of this index. */
  onViewEvidence: (entry: BlacklistEntry, start: number) => void;
}

export function BlacklistCard({ entry, canManage, onViewEvidence }: BlacklistCardProps) {
  const nameId = useId();
  const { type, target, discordUsername, avatarUrl, reason, addedBy, createdAt, expiresAt } = entry;
  const count = entry.evidences.length;

  return (
    <li
      aria-labelledby={nameId}
      className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
    >
      <div className="flex items-start gap-3">
        <UserAvatar name={discordUsername ?? target} src={avatarUrl} className="size-10" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={nameId} className="text-base font-medium wrap-anywhere">
              {discordUsername ? (
                <>
                  {type === 'player' ? (
                    <MemberLink id={target}>{discordUsername}</MemberLink>
                  ) : (
                    discordUsername
                  )}{' '}
                  <span className="font-mono text-sm font-normal text-muted-foreground">
                    ({target})
                  </span>
                </>
              ) : (
                <span className="font-mono">{target}</span>
              )}
            </h2>
            <Badge variant={type === 'player' ? 'secondary' : 'outline'}>
              {blacklistTypeLabels[type]}
            </Badge>
          </div>
          <p className="text-sm whitespace-pre-line wrap-anywhere">
            <span className="font-medium">Motivo:</span> {reason}
          </p>
          <p className="text-xs text-muted-foreground">
            Adicionado por {addedBy.name} em <DateTime value={createdAt} />
          </p>
          {expiresAt ? (
            <p className="text-xs text-muted-foreground">
              Expira em <DateTime value={expiresAt} />
            </p>
          ) : null}
        </div>
      </div>
      <EvidenceStrip evidences={entry.evidences} onOpen={(start) => onViewEvidence(entry, start)} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={count === 0}
          aria-describedby={nameId}
          onClick={() => onViewEvidence(entry, 0)}
        >
          <Images aria-hidden="true" />
          Ver Evidências ({count})
        </Button>
        {canManage ? <RemoveEntryButton id={entry.id} name={entryName(entry)} /> : null}
      </div>
    </li>
  );
}
