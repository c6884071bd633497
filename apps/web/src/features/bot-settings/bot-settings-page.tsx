import { botSettingsMessages } from '@panel/contract/api/bot-settings';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/use-can';
import { useBotSettings } from './api/get-bot-settings';
import { BotSettingsTabs } from './components/bot-settings-tabs';

/** /bot-settings: the bot's state, the Discord ids it uses, and what it delivered. */
export function BotSettingsPage() {
  const settings = useBotSettings();
  const canManage = useCan('manage_bot_settings');

  let content;
  // A failed refresh keeps what is on screen: only a first load that failed has nothing.
  if (settings.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Carregando configurações do bot..." />
      </div>
    );
  } else if (settings.isError && !settings.data) {
    content = (
      <ErrorState
        message={botSettingsMessages.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else {
    content = <BotSettingsTabs view={settings.data} canManage={canManage} />;
  }

  return (
    <div className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        O bot do Discord: a conexão, os cargos e canais que ele usa, e o que ele entregou.
      </p>
      {content}
    </div>
  );
}
