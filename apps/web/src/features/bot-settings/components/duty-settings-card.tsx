import { dutyLimits, type DutySettings } from '@panel/contract/api/duty';
import { ErrorState } from '@/components/error-state';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberInput } from '@/components/ui/number-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/use-can';
import { useDutySettings } from '../api/get-duty-settings';
import { dutySettingsMessages } from '../api/update-duty-settings';
import { dutyFieldId, useDutySettingsForm } from '../use-duty-settings-form';
import { DutyVoiceChannelsField } from './duty-voice-channels-field';
import { SaveBar } from './save-bar';

/** The limit and the voice channels; "Salvar alterações" under them for who may change them. */
function DutySettingsForm({ saved, canManage }: { saved: DutySettings; canManage: boolean }) {
  const form = useDutySettingsForm(saved);
  return (
    <form
      noValidate
      aria-label="Serviço"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (canManage && form.changedCount > 0 && !form.saving) form.save();
      }}
    >
      <FormField
        id={dutyFieldId('maxShiftHours')}
        label="Encerrar turnos abertos após"
        required
        hint={`De ${dutyLimits.minShiftHours} a ${dutyLimits.maxShiftHours} horas. Um turno esquecido aberto se encerra sozinho ao chegar a esse tempo.`}
        error={form.errors.maxShiftHours}
      >
        {(a11y) => (
          <div className="flex items-center gap-2">
            <NumberInput
              {...a11y}
              min={dutyLimits.minShiftHours}
              max={dutyLimits.maxShiftHours}
              value={form.hours}
              readOnly={!canManage}
              disabled={form.saving}
              className="w-24"
              onChange={(event) => form.setHours(event.target.value)}
            />
            <span className="text-sm text-muted-foreground">horas</span>
          </div>
        )}
      </FormField>
      <DutyVoiceChannelsField
        id={dutyFieldId('voiceChannelIds')}
        value={form.channelIds}
        onChange={canManage ? form.setChannelIds : undefined}
        error={form.errors.voiceChannelIds}
        disabled={form.saving}
      />
      {canManage ? <SaveBar form={form} label="Salvar alterações" placement="card" /> : null}
    </form>
  );
}

/**
 * "Serviço": how long a forgotten shift stays open, and the staff voice channels that put staff
 * on duty (docs/decisions/2026-12-05-duty.md). Changed by whoever manages the bot.
 */
export function DutySettingsCard({ className }: { className?: string }) {
  const settings = useDutySettings();
  const canManage = useCan('manage_bot_settings');

  let content;
  if (settings.isPending) {
    content = <Skeleton className="h-40 w-full" />;
  } else if (!settings.data) {
    content = (
      <ErrorState
        message={dutySettingsMessages.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else {
    content = <DutySettingsForm saved={settings.data} canManage={canManage} />;
  }

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Serviço</CardTitle>
        <CardDescription>
          Quando a equipe está em serviço: o limite de um turno aberto e os canais de voz que abrem
          um turno.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {content}
        {canManage || !settings.data ? null : (
          <p className="text-sm text-muted-foreground">
            Você pode ver as configurações de serviço, mas não alterá-las.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
