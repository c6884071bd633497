import { Mic, MicOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMuteCall } from '../api/mute-call';

interface MuteButtonProps {
  discordId: string;
  /** The member as the row names them: the button's name and the toast. */
  name: string;
  isMuted: boolean;
  /** The id of why the bot may not act in the member's channel, when it may not. */
  describedBy?: string | undefined;
  /** Why the bot cannot mute in the member's channel: the button is off. */
  blocked?: boolean;
}

/**
 * "Mutar" or "Desmutar", read as "Mutar Ana Souza" (a table has one per row), busy until
 * Discord answered and the row shows the new state.
 */
export function MuteButton({
  discordId,
  name,
  isMuted,
  describedBy,
  blocked = false,
}: MuteButtonProps) {
  const mute = useMuteCall();
  const action = isMuted ? 'Desmutar' : 'Mutar';
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`${action} ${name}`}
      aria-describedby={describedBy}
      aria-busy={mute.isPending}
      disabled={mute.isPending || blocked}
      onClick={() => mute.mutate({ discordId, muted: !isMuted, name })}
    >
      {mute.isPending ? (
        <Spinner className="size-4" label={isMuted ? 'Desmutando...' : 'Mutando...'} />
      ) : isMuted ? (
        <Mic aria-hidden="true" />
      ) : (
        <MicOff aria-hidden="true" />
      )}
      {action}
    </Button>
  );
}
