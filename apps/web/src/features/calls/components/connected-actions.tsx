import { useId } from 'react';
import type { ConnectedCallUser } from '@panel/contract/api/calls';
import { cn } from '@/lib/cn';
import { memberName } from '../member-name';
import { MuteButton } from './mute-button';
import { RemoveButton } from './remove-button';

interface ConnectedActionsProps {
  user: ConnectedCallUser;
  /** How the two buttons sit: side by side in a table's cell, sharing a card's width. */
  buttonsClassName?: string;
  className?: string;
}

/**
 * "Mutar" (or "Desmutar") and "Remover" for one member, each named with the member, and what
 * the bot may not do in their channel (its overwrites) under the buttons it turns off.
 */
export function ConnectedActions({ user, buttonsClassName, className }: ConnectedActionsProps) {
  const blockedId = useId();
  const name = memberName(user);
  const blocked = [...new Set([user.muteBlocked, user.removeBlocked])].filter(
    (reason): reason is string => reason !== null,
  );
  const describedBy = blocked.length > 0 ? blockedId : undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className={cn('gap-2', buttonsClassName)}>
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
      {blocked.length > 0 ? (
        <p id={blockedId} className="max-w-56 text-xs text-muted-foreground">
          {blocked.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
