import { Bot, Fingerprint, Send } from 'lucide-react';
import { lazy } from 'react';
import type { BotSettingsView } from '@panel/contract/api/bot-settings';
import { LazyPart } from '@/components/lazy-part';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { botSettingsTabs } from '../use-bot-settings-tab';
import { useIdsForm } from '../use-ids-form';
import { GeneralTab } from './general-tab';

// "Geral" shows first; the other two load when opened.
const IdsTab = lazy(async () => ({ default: (await import('./ids-tab')).IdsTab }));
const DeliveriesTab = lazy(async () => ({
  default: (await import('./deliveries-tab')).DeliveriesTab,
}));

interface BotSettingsTabsProps {
  view: BotSettingsView;
  canManage: boolean;
}

/** "Geral", "IDs Discord" and "Entregas"; the ids typed survive a visit to another tab. */
export function BotSettingsTabs({ view, canManage }: BotSettingsTabsProps) {
  // The tab lives in the URL: the dashboard links to the failed deliveries.
  const [tab, setTab] = useUrlTab(botSettingsTabs);
  const form = useIdsForm(view);

  return (
    <Tabs value={tab} onValueChange={setTab}>
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
        <LazyPart>
          <IdsTab view={view} form={form} canManage={canManage} />
        </LazyPart>
      </TabsContent>
      <TabsContent value="entregas">
        <LazyPart>
          <DeliveriesTab canManage={canManage} />
        </LazyPart>
      </TabsContent>
    </Tabs>
  );
}
