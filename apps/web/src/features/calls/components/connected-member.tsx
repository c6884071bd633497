import { HeadphoneOff, MicOff, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { notCountedReasonLabels, type ConnectedCallUser } from '@panel/contract/api/calls';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { memberName } from '../member-name';

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

interface ConnectedMemberProps {
  user: ConnectedCallUser;
  /** The id of the name, which names the member's row or card. */
  nameId: string;
}

/**
 * Who is in voice, as every list of members shows them: the avatar, the name (the Discord ID
 * when the panel does not know it, else under it), how they hear and speak, and why their time
 * does not count. Nothing is cut: what does not fit wraps.
 */
export function ConnectedMember({ user, nameId }: ConnectedMemberProps) {
  const name = memberName(user);
  return (
    <div className="flex min-w-0 items-start gap-3 text-left">
      <UserAvatar name={name} src={user.avatarUrl} className="size-9" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            id={nameId}
            className={cn(
              'min-w-0 text-sm font-medium wrap-anywhere',
              !user.username && 'font-mono',
            )}
          >
            <MemberLink id={user.discordId}>{name}</MemberLink>
          </span>
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
            <Badge variant="secondary" className="whitespace-normal text-muted-foreground">
              {notCountedReasonLabels[user.notCounted]}
            </Badge>
          ) : null}
        </div>
        {user.username ? (
          <span className="text-xs font-normal text-muted-foreground">
            <span className="sr-only">Discord ID </span>
            <span className="font-mono wrap-anywhere">{user.discordId}</span>
          </span>
        ) : null}
      </div>
    </div>
  );
}
