import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateTime } from './date-time';

interface BlacklistNoticeProps {
  entry: { reason: string; createdAt: string; expiresAt: string | null };
  /** Under the dates: a link to the entry. */
  children?: ReactNode;
}

/** A member's active blacklist entry, as staff weigh it: why, since when and until when. */
export function BlacklistNotice({ entry, children }: BlacklistNoticeProps) {
  return (
    <div className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid gap-0.5">
        <p className="font-medium text-destructive">Na blacklist</p>
        <p className="wrap-anywhere whitespace-pre-wrap">{entry.reason}</p>
        <p className="text-xs text-muted-foreground">
          Desde <DateTime value={entry.createdAt} />
          {entry.expiresAt ? (
            <>
              {' '}
              até <DateTime value={entry.expiresAt} />
            </>
          ) : (
            ', sem prazo'
          )}
        </p>
        {children}
      </div>
    </div>
  );
}
