import { EyeOff, FolderX, MessageSquareOff, type LucideIcon } from 'lucide-react';
import { channelProblems, type CatalogChannel, type ChannelProblem } from '../catalog';

const icons: Record<ChannelProblem['code'], LucideIcon> = {
  cannotView: EyeOff,
  cannotSend: MessageSquareOff,
  cannotManage: FolderX,
};

/** An amber icon per thing the bot cannot do in the channel, named for screen readers. */
export function ChannelProblemIcons({ channel }: { channel: CatalogChannel }) {
  const problems = channelProblems(channel);
  if (problems.length === 0) return null;
  return (
    <span className="flex shrink-0 items-center gap-1 text-amber-600 dark:text-amber-400">
      {problems.map(({ code, text }) => {
        const Icon = icons[code];
        return (
          <span key={code} title={text}>
            <Icon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{text}</span>
          </span>
        );
      })}
    </span>
  );
}
