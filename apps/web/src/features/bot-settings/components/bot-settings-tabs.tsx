import { Bot, Fingerprint, Send } from 'lucide-react';
import type { BotSettingsView } from '@panel/contract/api/bot-settings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isBotSettingsTab, useBotSettingsTab } from '../use-bot-settings-tab';
import { useIdsForm } from '../use-ids-form';
import { DeliveriesTab } from './deliveries-tab';
import { GeneralTab } from './general-tab';
import { IdsTab } from './ids-tab';

interface BotSettingsTabsProps {
  view: BotSettingsView;
  canManage: boolean;
}

/** "Geral", "IDs Discord" and "Entregas"; the ids typed survive a visit to another tab. */
export function BotSettingsTabs({ view, canManage }: BotSettingsTabsProps) {
  const [tab, setTab] = useBotSettingsTab();
  const form = useIdsForm(view);

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => (isBotSettingsTab(value) ? setTab(value) : undefined)}
    >
      <TabsList aria-label="Seções" className="w-full sm:w-fit">
        <TabsTrigger value="geral">
          <Bot aria-hidden="true" />
          Geral
        </TabsTrigger>
        <TabsTrigger value="ids">
          <Fingerprint aria-hidden="true" />
          IDs Discord
        </TabsTrigger>
        <TabsTrigger value="entregas">
          <Send aria-hidden="true" />
          Entregas
        </TabsTrigger>
      </TabsList>
      <TabsContent value="geral">
        <GeneralTab bot={view.bot} />
      </TabsContent>
      <TabsContent value="ids">
        <IdsTab view={view} form={form} canManage={canManage} />
      </TabsContent>
      <TabsContent value="entregas">
        <DeliveriesTab canManage={canManage} />
      </TabsContent>
    </Tabs>
  );
}
