import {
  blacklistLimits,
  blacklistTargetLabels,
  type BlacklistType,
} from '@panel/contract/api/blacklist';
import type { DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import { DateTimeField } from '@/components/date-time-field';
import { FormField } from '@/components/form-field';
import { MemberPicker, type MemberChoice } from '@/components/member-picker';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { EntryFieldErrors, EntryFormValues } from '../entry-form';
import { ServerTargetField } from './server-target-field';

type TextField = 'target' | 'discordUsername' | 'reason' | 'expiresAt';

const nameLabels: Record<BlacklistType, string> = {
  player: 'Nome de usuário',
  server: 'Nome do servidor',
};

interface EntryTextFieldsProps {
  values: EntryFormValues;
  errors: EntryFieldErrors;
  disabled: boolean;
  onChange: (field: TextField, value: string) => void;
  onPickTarget: (choice: MemberChoice) => void;
  onResolveGuild: (text: string, guild: DiscordInviteGuild) => void;
}

/**
 * Target (labelled by the type: a member picked by name or a pasted id for a player, a server's
 * invite or id), name, reason and expiry; ids are `blacklist-<field>`.
 */
export function EntryTextFields({
  values,
  errors,
  disabled,
  onChange,
  onPickTarget,
  onResolveGuild,
}: EntryTextFieldsProps) {
  const text = (field: TextField) => ({
    value: values[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      {values.type === 'player' ? (
        // The picker has no `disabled` of its own: a disabled fieldset turns its input off.
        <fieldset disabled={disabled} className="grid min-w-0 gap-2">
          <MemberPicker
            id="blacklist-target"
            label={blacklistTargetLabels.player}
            placeholder={blacklistTargetLabels.player}
            value={{ text: values.target, member: values.targetMember }}
            error={errors.target ?? null}
            onChange={onPickTarget}
            hint="Busque pelo nome ou cole o ID do Discord. Também aceita um identificador do jogo (license:…, steam:…), que os servidores de jogo conferem ao conectar."
          />
        </fieldset>
      ) : (
        <ServerTargetField
          value={values.target}
          guild={values.targetGuild}
          error={errors.target}
          disabled={disabled}
          onChange={(value) => onChange('target', value)}
          onResolve={onResolveGuild}
        />
      )}
      {/* A picked member's name is sent with the entry. */}
      {values.targetMember && values.type === 'player' ? null : (
        <FormField
          id="blacklist-discordUsername"
          label={nameLabels[values.type]}
          hint={
            values.type === 'player'
              ? 'Em branco, o nome vem do Discord quando o membro está no servidor.'
              : 'Um convite preenche o nome do servidor.'
          }
          error={errors.discordUsername}
        >
          {(a11y) => (
            <Input
              {...a11y}
              {...text('discordUsername')}
              autoComplete="off"
              maxLength={blacklistLimits.usernameMax}
            />
          )}
        </FormField>
      )}
      <FormField id="blacklist-reason" label="Motivo" required error={errors.reason}>
        {(a11y) => (
          <Textarea {...a11y} {...text('reason')} rows={4} maxLength={blacklistLimits.reasonMax} />
        )}
      </FormField>
      <FormField
        id="blacklist-expiresAt"
        label="Expira em"
        hint="Em branco, não expira. No seu fuso horário."
        error={errors.expiresAt}
      >
        {(a11y) => (
          <DateTimeField
            {...a11y}
            value={values.expiresAt}
            disabled={disabled}
            onChange={(value) => onChange('expiresAt', value)}
            timeLabel="Hora em que expira"
            min={new Date()}
          />
        )}
      </FormField>
    </>
  );
}
