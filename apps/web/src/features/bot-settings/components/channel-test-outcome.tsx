import { CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { testMessages, type ChannelTestOutcome } from '../api/test-bot-channel';

interface ChannelTestOutcomeProps {
  testing: boolean;
  outcome: ChannelTestOutcome | undefined;
  /** Why the test could not even be queued. */
  error: string | null;
}

interface Shown {
  Icon: LucideIcon;
  tone: string;
  text: string;
  /** Discord's own words, under the reason. */
  detail?: string | null;
}

const red = 'text-destructive';

function shown({ testing, outcome, error }: ChannelTestOutcomeProps): Shown | null {
  if (testing) {
    return {
      Icon: LoaderCircle,
      tone: 'text-muted-foreground',
      text: 'Enviando a mensagem de teste...',
    };
  }
  if (error) return { Icon: CircleX, tone: red, text: error };
  switch (outcome?.kind) {
    case 'delivered':
      return {
        Icon: CircleCheck,
        tone: 'text-emerald-700 dark:text-emerald-300',
        text: testMessages.delivered,
      };
    case 'failed':
      return { Icon: CircleX, tone: red, text: outcome.reason, detail: outcome.detail };
    case 'queued':
      return { Icon: Clock, tone: 'text-amber-700 dark:text-amber-300', text: testMessages.queued };
    default:
      return null;
  }
}

/** The last "Testar" of a channel field: waiting, delivered, failed (with Discord's words) or queued. */
export function ChannelTestOutcomeLine(props: ChannelTestOutcomeProps) {
  const line = shown(props);
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {line ? (
        <div className={cn('flex items-start gap-1.5 text-xs', line.tone)}>
          <line.Icon
            aria-hidden="true"
            className={cn('mt-px size-3.5 shrink-0', props.testing && 'animate-spin')}
          />
          <div className="grid gap-0.5">
            <span>{line.text}</span>
            {line.detail ? (
              <span className="font-mono text-muted-foreground">{line.detail}</span>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
