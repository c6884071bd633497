import { Send, X } from 'lucide-react';
import { Link } from 'wouter';
import {
  botSettingGroups,
  botSettingKindOf,
  botSettingLabels,
  botSettingPlaceholder,
  type BotCatalog,
  type BotSettingKey,
} from '@panel/contract/api/bot-settings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTestBotChannel, type ChannelSettingKey } from '../api/test-bot-channel';
import type { FieldMessage } from '../setting-drafts';
import { tabHref } from '../use-bot-settings-tab';
import { CatalogTarget } from './catalog-target';
import { ChannelTestOutcomeLine } from './channel-test-outcome';
import { FieldMessages } from './field-messages';
import { IdPicker } from './id-picker';

function isChannelKey(key: BotSettingKey): key is ChannelSettingKey {
  return (botSettingGroups.channels as readonly string[]).includes(key);
}

function skippedText(count: number): string {
  return count === 1
    ? '1 entrega não enviada por falta desta configuração'
    : `${count} entregas não enviadas por falta desta configuração`;
}

interface SettingFieldProps {
  settingKey: BotSettingKey;
  value: string;
  /** Absent for whoever may only look. */
  onChange?: (value: string) => void;
  /** The guild's roles and channels; null before the bot synchronised them (plain text). */
  catalog: BotCatalog | null;
  messages: FieldMessage[];
  /** Deliveries not sent because this setting is missing. */
  skipped: number;
}

/** One id of the bot: typed or pasted, or picked from the guild; with what it names. */
export function SettingField({
  settingKey,
  value,
  onChange,
  catalog,
  messages,
  skipped,
}: SettingFieldProps) {
  const id = `setting-${settingKey}`;
  const label = botSettingLabels[settingKey];
  const kind = botSettingKindOf(settingKey);
  const test = useTestBotChannel();
  const channelKey = isChannelKey(settingKey) ? settingKey : null;
  const messagesId = `${id}-messages`;

  function change(next: string) {
    test.reset();
    onChange?.(next);
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid content-start gap-1.5">
      <div className="grid">
        <Label id={`${id}-label`} htmlFor={id}>
          {label}
        </Label>
        <code className="text-xs text-muted-foreground">{settingKey}</code>
      </div>
      <div className="flex flex-wrap gap-2">
        <div className="flex min-w-0 flex-1 basis-56 gap-1.5">
          <div className="relative min-w-0 flex-1">
            <Input
              id={id}
              value={value}
              readOnly={!onChange}
              placeholder={botSettingPlaceholder}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              className="pr-9 font-mono"
              aria-invalid={messages.some((message) => message.level === 'error') || undefined}
              aria-describedby={messages.length > 0 ? messagesId : undefined}
              onChange={(event) => change(event.target.value)}
            />
            {onChange && value ? (
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="absolute top-0.5 right-0.5 size-8 text-muted-foreground"
                aria-label={`Limpar ${label}`}
                onClick={() => change('')}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          {onChange && catalog ? (
            <IdPicker
              kind={kind}
              catalog={catalog}
              label={label}
              value={value.trim()}
              onPick={change}
            />
          ) : null}
        </div>
        {onChange && channelKey ? (
          <Button
            type="button"
            variant="outline"
            aria-label={`Testar ${label}`}
            disabled={!value.trim() || test.isPending}
            onClick={() => test.mutate({ key: channelKey, channelId: value.trim() })}
          >
            <Send aria-hidden="true" />
            {test.isPending ? 'Testando...' : 'Testar'}
          </Button>
        ) : null}
      </div>
      {catalog ? (
        <CatalogTarget
          kind={kind}
          catalog={catalog}
          id={value}
          showProblems={messages.length === 0}
        />
      ) : null}
      <FieldMessages id={messagesId} messages={messages} />
      {channelKey ? (
        <ChannelTestOutcomeLine
          testing={test.isPending}
          outcome={test.data}
          error={test.error ? test.error.message : null}
        />
      ) : null}
      {skipped > 0 ? (
        <Link
          to={tabHref('entregas', { status: 'skipped' })}
          className="text-xs font-medium text-amber-700 underline-offset-4 hover:underline dark:text-amber-300"
        >
          {skippedText(skipped)}
        </Link>
      ) : null}
    </div>
  );
}
