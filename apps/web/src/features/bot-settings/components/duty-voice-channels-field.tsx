import { Volume2, X } from 'lucide-react';
import { dutyLimits, dutySettingLabels } from '@panel/contract/api/duty';
import { Button } from '@/components/ui/button';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { CatalogNotice } from './catalog-notice';
import { TypedVoiceChannel, VoiceChannelChoices } from './duty-voice-channel-picker';

interface DutyVoiceChannelsFieldProps {
  id: string;
  value: string[];
  /** Absent for whoever may only look. */
  onChange?: (ids: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}

function ChannelChip({ name, onRemove }: { name: string; onRemove?: () => void }) {
  return (
    <li className="flex max-w-full items-center gap-1.5 rounded-full border bg-muted/40 py-0.5 pr-0.5 pl-2.5 text-sm">
      <Volume2 aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="truncate">{name}</span>
      {onRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="size-6 rounded-full pointer-coarse:size-8"
          aria-label={`Remover o canal ${name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" className="size-3.5" />
        </Button>
      ) : (
        <span className="w-1.5" />
      )}
    </li>
  );
}

/**
 * The staff voice channels: picked from the guild's voice channels, or typed by id while the
 * bot has not synchronised them. Empty turns the voice shifts off.
 */
export function DutyVoiceChannelsField({
  id,
  value,
  onChange,
  error,
  disabled,
}: DutyVoiceChannelsFieldProps) {
  const catalog = useGuildCatalog();
  const usable = catalog.data?.synced ? catalog.data : null;
  const nameOf = (channelId: string) =>
    usable?.channels.find((channel) => channel.id === channelId)?.name ?? channelId;
  const full = value.length >= dutyLimits.maxVoiceChannels;
  const toggle = (channelId: string) =>
    onChange?.(
      value.includes(channelId)
        ? value.filter((item) => item !== channelId)
        : full
          ? value
          : [...value, channelId],
    );
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid content-start gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {dutySettingLabels.voiceChannelIds}
      </p>
      {value.length > 0 ? (
        <ul aria-label="Canais escolhidos" className="flex flex-wrap gap-1.5">
          {value.map((channelId) => (
            <ChannelChip
              key={channelId}
              name={nameOf(channelId)}
              onRemove={onChange && !disabled ? () => toggle(channelId) : undefined}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          Nenhum canal escolhido: entrar em call não coloca ninguém em serviço.
        </p>
      )}
      {!onChange ? null : usable ? (
        <VoiceChannelChoices
          id={id}
          describedBy={describedBy}
          catalog={usable}
          value={value}
          onToggle={toggle}
          disabled={disabled}
        />
      ) : (
        <>
          <CatalogNotice catalog={catalog} />
          {catalog.isPending ? null : (
            <TypedVoiceChannel
              id={id}
              describedBy={describedBy}
              onAdd={(channelId) => (value.includes(channelId) ? undefined : toggle(channelId))}
              disabled={disabled || full}
            />
          )}
        </>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        Entrar em um destes canais coloca o membro da equipe em serviço; sair deles encerra o turno
        que a call abriu. No máximo {dutyLimits.maxVoiceChannels} canais.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
