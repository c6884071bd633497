import type { BotInfo } from '@panel/contract/api/bot-settings';
import { OnDemand } from '@/components/on-demand';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { BotHeaderCard } from './bot-header-card';
import { CallRulesCard } from './call-rules-card';
import { ConnectionCard } from './connection-card';
import { GuildCard } from './guild-card';
import { IntentsCard } from './intents-card';

// The duty and team settings sit at the bottom of the tab: their code (a channel picker, forms)
// loads once someone uses the page, within the page's budget (docs/performance.md).
const dutySettingsCard = preloadableLazy(
  async () => (await import('./duty-settings-card')).DutySettingsCard,
);
const teamSettingsCard = preloadableLazy(
  async () => (await import('./team-settings-card')).TeamSettingsCard,
);

/** A settings card's heading, standing in until its code is there. */
function CardStandIn({ title, description }: { title: string; description: string }) {
  return (
    <Card data-stand-in="" className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
    </Card>
  );
}

/** "Geral": the bot, read-only, what time in call counts for points, duty and the team's alerts. */
export function GeneralTab({ bot }: { bot: BotInfo }) {
  const used = useAfterFirstUse();
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
      <OnDemand
        part={dutySettingsCard}
        load={used}
        props={{ className: 'lg:col-span-2' }}
        placeholder={
          <CardStandIn
            title="Serviço"
            description="Quando a equipe está em serviço: o limite de um turno aberto e os canais de voz que abrem um turno."
          />
        }
      />
      <OnDemand
        part={teamSettingsCard}
        load={used}
        props={{ className: 'lg:col-span-2' }}
        placeholder={
          <CardStandIn
            title="Equipe"
            description="Avisos sobre quem da equipe ficou sem atividade e sobre solicitações esperando na fila."
          />
        }
      />
    </div>
  );
}
