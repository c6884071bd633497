import { Bot } from 'lucide-react';
import type { BotInfo } from '@panel/contract/api/bot-settings';
import { Card } from '@/components/ui/card';
import { GatewayStatusBadge } from './gateway-status-badge';

function BotAvatar({ url }: { url: string | null }) {
  if (url) return <img src={url} alt="" className="size-16 shrink-0 rounded-full object-cover" />;
  return (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
      <Bot aria-hidden="true" className="size-8" />
    </span>
  );
}

/** The bot as members see it on Discord: picture, name, status, activity and description. */
export function BotHeaderCard({ bot }: { bot: BotInfo }) {
  return (
    <Card className="flex-row items-start gap-4 px-4 py-5 sm:px-6">
      <BotAvatar url={bot.avatarUrl} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold wrap-anywhere">{bot.name ?? 'Bot sem nome'}</h2>
          <GatewayStatusBadge status={bot.status} />
        </div>
        {bot.activity ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Atividade:</span> {bot.activity.type}{' '}
            <span className="font-medium">{bot.activity.name}</span>
          </p>
        ) : null}
        {bot.description ? (
          <p className="text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
            {bot.description}
          </p>
        ) : null}
        {bot.id ? (
          <p className="font-mono text-xs text-muted-foreground">ID {bot.id}</p>
        ) : (
          <p className="text-xs text-muted-foreground">O bot ainda não se conectou ao Discord.</p>
        )}
      </div>
    </Card>
  );
}
