import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  gameServerLimits,
  whitelistModeDescriptions,
  whitelistModeLabels,
  whitelistModes,
  type GameServer,
} from '@panel/contract/api/game-servers';
import { FormField } from '@/components/form-field';
import { RadioTiles } from '@/components/radio-tiles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SheetClose } from '@/components/ui/sheet';
import { isApiError } from '@/lib/api-error';
import { useUpdateGameServer } from '../api/update-game-server';
import {
  checkServerSettings,
  settingsErrorsFromIssues,
  settingsValuesOf,
  type ServerSettingsErrors,
  type ServerSettingsValues,
} from '../server-settings';
import { rolesFieldId } from './role-pickers';
import { WhitelistRolesField, type RoleSource } from './whitelist-roles-field';

const matchOptions = ['1', '2', '3', '4', '5'] as const satisfies readonly string[];
type MatchOption = (typeof matchOptions)[number];
const matchLabels = Object.fromEntries(matchOptions.map((option) => [option, option])) as Record<
  MatchOption,
  string
>;
const matchesHint =
  'Quantos identificadores (licença, Discord, tokens de hardware) precisam bater com um banido para recusar a conexão. 1 é o mais rígido.';

function isMatchOption(value: string): value is MatchOption {
  return (matchOptions as readonly string[]).includes(value);
}

interface ServerSettingsFormProps {
  server: GameServer;
  roleSource: RoleSource;
  onDone: () => void;
}

/** The server's name, who it lets in and how strict the blacklist is; saves what changed. */
export function ServerSettingsForm({ server, roleSource, onDone }: ServerSettingsFormProps) {
  const [values, setValues] = useState<ServerSettingsValues>(() => settingsValuesOf(server));
  const [errors, setErrors] = useState<ServerSettingsErrors>({});
  const update = useUpdateGameServer();
  const disabled = update.isPending;

  function change<K extends keyof ServerSettingsValues>(key: K, value: ServerSettingsValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    const check = checkServerSettings(server, values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = check.errors.name ? 'game-server-name' : rolesFieldId;
      requestAnimationFrame(() => document.getElementById(first)?.focus());
      return;
    }
    if (Object.keys(check.body).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: server.id, body: check.body },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error)) setErrors(settingsErrorsFromIssues(error.issues));
        },
      },
    );
  }

  const minMatches = String(values.minIdentifierMatches);
  return (
    <form noValidate aria-label={`Editar ${server.name}`} onSubmit={submit} className="grid gap-6">
      <FormField id="game-server-name" label="Nome" required error={errors.name}>
        {(a11y) => (
          <Input
            {...a11y}
            value={values.name}
            maxLength={gameServerLimits.nameMax}
            autoComplete="off"
            readOnly={disabled}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>
      <RadioTiles
        legend="Quem entra"
        name="game-server-mode"
        options={whitelistModes}
        labels={whitelistModeLabels}
        descriptions={whitelistModeDescriptions}
        hint="Quem está na blacklist nunca entra."
        value={values.whitelistMode}
        onChange={(mode) => change('whitelistMode', mode)}
        error={errors.whitelistMode}
        disabled={disabled}
        columns="grid-cols-1 sm:grid-cols-2"
      />
      {values.whitelistMode === 'roles' ? (
        <WhitelistRolesField
          value={values.roleIds}
          onChange={(roleIds) => change('roleIds', roleIds)}
          saved={server.roles}
          source={roleSource}
          error={errors.roleIds}
          disabled={disabled}
        />
      ) : null}
      <RadioTiles
        legend="Correspondências mínimas"
        name="game-server-matches"
        options={matchOptions}
        labels={matchLabels}
        hint={matchesHint}
        value={isMatchOption(minMatches) ? minMatches : ''}
        onChange={(option) => change('minIdentifierMatches', Number(option))}
        error={errors.minIdentifierMatches}
        disabled={disabled}
        columns="grid-cols-5"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <SheetClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </SheetClose>
        <Button type="submit" disabled={disabled} aria-busy={disabled}>
          <Save aria-hidden="true" />
          {disabled ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
