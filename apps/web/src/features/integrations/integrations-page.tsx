import { KeyRound, Webhook } from 'lucide-react';
import { lazy } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/use-can';
import { useUrlTab } from '@/lib/use-url-tab';
import { KeysTab } from './components/keys-tab';

// "Chaves de API" shows first; the webhooks load when opened.
const WebhooksTab = lazy(async () => ({
  default: (await import('./components/webhooks-tab')).WebhooksTab,
}));

/**
 * /integrations: the keys other tools call the panel with, and the webhooks the panel posts
 * its events to. The tab lives in the URL (`?tab=webhooks`), so a link can open the webhooks.
 */
export function IntegrationsPage() {
  const canManage = useCan('manage_integrations');
  const [tab, setTab] = useUrlTab(['chaves', 'webhooks']);
  return (
    <div className="flex w-full min-w-0 flex-col gap-4">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Seções" className="w-full sm:w-fit">
          <TabsTrigger value="chaves">
            <KeyRound aria-hidden="true" />
            Chaves de API
          </TabsTrigger>
          <TabsTrigger value="webhooks">
            <Webhook aria-hidden="true" />
            Webhooks
          </TabsTrigger>
        </TabsList>
        <TabsContent value="chaves">
          <KeysTab canManage={canManage} />
        </TabsContent>
        <TabsContent value="webhooks">
          <LazyPart>
            <WebhooksTab canManage={canManage} />
          </LazyPart>
        </TabsContent>
      </Tabs>
    </div>
  );
}
