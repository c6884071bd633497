import {
  blacklistLimits,
  blacklistTargetLabels,
  type BlacklistType,
} from '@panel/contract/api/blacklist';
import { DateTimeField } from '@/components/date-time-field';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { EntryFieldErrors, EntryFormValues } from '../entry-form';

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
}

/** Target (labelled by the type), name, reason and expiry; ids are `blacklist-<field>`. */
export function EntryTextFields({ values, errors, disabled, onChange }: EntryTextFieldsProps) {
  const text = (field: TextField) => ({
    value: values[field],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      <FormField
        id="blacklist-target"
        label={blacklistTargetLabels[values.type]}
        required
        hint={
          values.type === 'player'
            ? 'O ID do Discord ou um identificador do jogo (license:…, steam:…), que os servidores de jogo conferem ao conectar.'
            : undefined
        }
        error={errors.target}
      >
        {(a11y) => (
          <Input
            {...a11y}
            {...text('target')}
            // A player may be named by a game identifier (letters), a server only by digits.
            inputMode={values.type === 'player' ? 'text' : 'numeric'}
            autoComplete="off"
            placeholder="123456789012345678"
          />
        )}
      </FormField>
      <FormField
        id="blacklist-discordUsername"
        label={nameLabels[values.type]}
        hint={
          values.type === 'player'
            ? 'Em branco, o nome vem do Discord quando o membro está no servidor.'
            : undefined
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
