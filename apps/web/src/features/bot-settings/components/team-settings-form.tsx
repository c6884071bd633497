import {
  teamSettingLabels,
  teamSettingsLimits,
  type TeamSettings,
} from '@panel/contract/api/team-accountability';
import { FormField } from '@/components/form-field';
import { Label } from '@/components/ui/label';
import { NumberInput } from '@/components/ui/number-input';
import { Switch } from '@/components/ui/switch';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { hoursInDays } from '../team-settings-draft';
import { teamFieldIds, useTeamSettingsForm } from '../use-team-settings-form';
import { SaveBar } from './save-bar';
import { TeamChannelField } from './team-channel-field';

const switchId = 'team-inactivity-on';
const { minInactivityDays, maxInactivityDays, minWaitWarningHours, maxWaitWarningHours } =
  teamSettingsLimits;

/**
 * The card's fields in one column, as the "Serviço" card lays them out; "Salvar alterações"
 * under them for who may change them, read-only for anyone else.
 */
export function TeamSettingsForm({
  settings,
  canManage,
}: {
  settings: TeamSettings;
  canManage: boolean;
}) {
  const form = useTeamSettingsForm(settings);
  const { draft, errors, saving } = form;
  const catalog = useGuildCatalog();
  const usable = catalog.data?.synced ? catalog.data : null;
  const hoursHint = hoursInDays(draft.hours);

  return (
    <form
      noValidate
      aria-label="Configurações da equipe"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (canManage && form.changedCount > 0 && !saving) form.save();
      }}
    >
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          className="mt-0.5"
          checked={draft.alertOn}
          disabled={!canManage || saving}
          aria-describedby={`${switchId}-hint`}
          onCheckedChange={form.setAlertOn}
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Avisar quando alguém da equipe ficar sem atividade</Label>
          <p id={`${switchId}-hint`} className="text-xs text-muted-foreground">
            Decisões, tickets e turnos contam como atividade. O aviso aparece no dashboard.
          </p>
        </div>
      </div>
      <FormField
        id={teamFieldIds.inactivityDays}
        label={teamSettingLabels.inactivityDays}
        required
        hint={
          draft.alertOn
            ? `De ${minInactivityDays} a ${maxInactivityDays} dias sem atividade.`
            : 'O aviso está desligado: ligue-o acima para contar os dias.'
        }
        error={errors.inactivityDays}
      >
        {(a11y) => (
          <div className="flex items-center gap-2">
            <NumberInput
              {...a11y}
              min={minInactivityDays}
              max={maxInactivityDays}
              value={draft.days}
              disabled={!canManage || !draft.alertOn || saving}
              className="w-24"
              onChange={(event) => form.setDays(event.target.value)}
            />
            <span className="text-sm text-muted-foreground">dias</span>
          </div>
        )}
      </FormField>
      <TeamChannelField
        id={teamFieldIds.inactivityChannelId}
        label={teamSettingLabels.inactivityChannelId}
        value={draft.channelId}
        onChange={canManage ? form.setChannelId : undefined}
        catalog={usable}
        error={errors.inactivityChannelId}
        disabled={saving}
      />
      <FormField
        id={teamFieldIds.waitWarningHours}
        label="Alerta de espera"
        required
        hint={`Uma solicitação pendente há mais tempo que isso fica destacada na fila. De ${minWaitWarningHours} a ${maxWaitWarningHours} horas${hoursHint ? ` (${hoursHint})` : ''}.`}
        error={errors.waitWarningHours}
      >
        {(a11y) => (
          <div className="flex items-center gap-2">
            <NumberInput
              {...a11y}
              min={minWaitWarningHours}
              max={maxWaitWarningHours}
              value={draft.hours}
              disabled={!canManage || saving}
              className="w-24"
              onChange={(event) => form.setHours(event.target.value)}
            />
            <span className="text-sm text-muted-foreground">horas</span>
          </div>
        )}
      </FormField>
      {canManage ? (
        <SaveBar form={form} label="Salvar alterações" placement="card" />
      ) : (
        <p className="text-sm text-muted-foreground">
          Você pode ver estas configurações, mas não alterá-las.
        </p>
      )}
    </form>
  );
}
