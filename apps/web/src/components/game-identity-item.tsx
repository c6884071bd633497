import type { ReactNode } from 'react';
import type { GameIdentity } from '@panel/contract/api/game-servers';
import { identityKindLabels } from '@panel/contract/api/game-identifiers';
import { DateTime } from './date-time';

interface GameIdentityItemProps {
  identity: GameIdentity;
  /** What the viewer may do with it ("Desvincular"), under the identity. */
  action?: ReactNode;
}

/** A game identity linked to a member: its kind, the identifier, the player's name and when seen. */
export function GameIdentityItem({ identity, action }: GameIdentityItemProps) {
  return (
    <li className="grid gap-2 py-2.5 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{identityKindLabels[identity.kind]}</span>
          {identity.playerName ? (
            <span className="text-muted-foreground wrap-anywhere">{identity.playerName}</span>
          ) : null}
        </p>
        <p className="font-mono text-xs wrap-anywhere">{identity.identifier}</p>
        <p className="text-xs text-muted-foreground">
          Visto por último em <DateTime value={identity.lastSeenAt} />
        </p>
      </div>
      {action ? <div className="flex">{action}</div> : null}
    </li>
  );
}
