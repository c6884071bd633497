import type { BotInfo } from '@panel/contract/api/bot-settings';
import { BotHeaderCard } from './bot-header-card';
import { CallRulesCard } from './call-rules-card';
import { ConnectionCard } from './connection-card';
import { GuildCard } from './guild-card';
import { IntentsCard } from './intents-card';

/** "Geral": the bot, read-only, and what time in call counts for points. */
export function GeneralTab({ bot }: { bot: BotInfo }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <BotHeaderCard bot={bot} />
      </div>
      <ConnectionCard bot={bot} />
      <GuildCard bot={bot} />
      <div className="lg:col-span-2">
        <IntentsCard intents={bot.intents} />
      </div>
      <CallRulesCard className="lg:col-span-2" />
    </div>
  );
}
