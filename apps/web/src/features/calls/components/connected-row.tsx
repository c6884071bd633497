import { HeadphoneOff, MicOff, VolumeX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { notCountedReasonLabels, type ConnectedCallUser } from '@panel/contract/api/calls';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { memberName } from '../member-name';
import { LiveDuration } from './live-duration';
import { MuteButton } from './mute-button';
import { RemoveButton } from './remove-button';

function VoiceState({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('text-muted-foreground', className)}
    >
      {children}
    </span>
  );
}

function Detail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 gap-1', className)}>
      <dt className="shrink-0">{label}:</dt>
      <dd className="min-w-0 text-foreground">{children}</dd>
    </div>
  );
}

interface ConnectedRowProps {
  user: ConnectedCallUser;
  /** When the list's answer arrived (ms, this browser's clock). */
  receivedAt: number;
}

/**
 * One member in voice, under their channel's heading: who, for how long, how they hear and
 * speak, and the mute and remove actions. Nothing is cut: what does not fit wraps.
 */
export function ConnectedRow({ user, receivedAt }: ConnectedRowProps) {
  const nameId = useId();
  const blockedId = useId();
  const name = memberName(user);
  // What the bot may not do in this channel (its overwrites), said under the buttons it turns off.
  const blocked = [...new Set([user.muteBlocked, user.removeBlocked])].filter(
    (reason): reason is string => reason !== null,
  );
  const describedBy = blocked.length > 0 ? `${nameId} ${blockedId}` : nameId;
  return (
    <li
      aria-labelledby={nameId}
      className="@container rounded-lg border bg-card px-3 py-2.5 text-card-foreground"
    >
      <div className="flex flex-col gap-2.5 @md:flex-row @md:items-center @md:gap-3">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <UserAvatar name={name} src={user.avatarUrl} className="size-9" />
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h4
                id={nameId}
                className={cn(
                  'min-w-0 text-sm font-medium wrap-anywhere',
                  !user.username && 'font-mono',
                )}
              >
                {name}
              </h4>
              {user.isMuted ? (
                <VoiceState label="Mutado no servidor" className="text-destructive">
                  <VolumeX aria-hidden="true" className="size-4" />
                </VoiceState>
              ) : null}
              {user.selfMuted ? (
                <VoiceState label="Mutou o próprio microfone">
                  <MicOff aria-hidden="true" className="size-4" />
                </VoiceState>
              ) : null}
              {user.selfDeafened ? (
                <VoiceState label="Áudio desligado">
                  <HeadphoneOff aria-hidden="true" className="size-4" />
                </VoiceState>
              ) : null}
              {user.notCounted ? (
                <Badge variant="secondary" className="text-muted-foreground">
                  {notCountedReasonLabels[user.notCounted]}
                </Badge>
              ) : null}
            </div>
            <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
              <Detail label="Tempo em call" className="shrink-0">
                <LiveDuration seconds={user.timeInCall} since={receivedAt} />
              </Detail>
              <Detail label="Discord ID">
                <span className="font-mono wrap-anywhere">{user.discordId}</span>
              </Detail>
            </dl>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 @md:flex @md:shrink-0">
          <MuteButton
            discordId={user.discordId}
            name={name}
            isMuted={user.isMuted}
            describedBy={describedBy}
            blocked={user.muteBlocked !== null}
          />
          <RemoveButton
            discordId={user.discordId}
            name={name}
            callName={user.callName}
            describedBy={describedBy}
            blocked={user.removeBlocked !== null}
          />
        </div>
      </div>
      {blocked.length > 0 ? (
        // Under the whole row, so the member's details keep their width.
        <p id={blockedId} className="mt-2 text-xs text-muted-foreground @md:text-right">
          {blocked.join(' ')}
        </p>
      ) : null}
    </li>
  );
}
