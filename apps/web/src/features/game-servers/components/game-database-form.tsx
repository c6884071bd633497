import { DatabaseZap, Save, Unplug } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { gameDatabasePresets } from '@panel/contract/api/game-database-presets';
import {
  gameDatabaseChangeLabels,
  gameDatabaseChanges,
  gameDatabaseLimits,
  gameDatabaseParameterLabels,
  gameDatabaseParameters,
  gameFrameworkLabels,
  gameFrameworks,
  type GameFramework,
  type GameServer,
} from '@panel/contract/api/game-servers';
import { FormField } from '@/components/form-field';
import { RadioTiles } from '@/components/radio-tiles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { useRemoveGameDatabase, useSetGameDatabase } from '../api/game-database';
import {
  checkGameDatabase,
  gameDatabaseErrorsOf,
  gameDatabaseValuesOf,
  type GameDatabaseErrors,
  type GameDatabaseValues,
} from '../game-database-form';

const frameworkDescriptions: Record<GameFramework, string> = {
  vrp1: gameDatabasePresets.vrp1.fits,
  vrp2: gameDatabasePresets.vrp2.fits,
  creative5: gameDatabasePresets.creative5.fits,
  creativeNetwork: gameDatabasePresets.creativeNetwork.fits,
  custom: 'Quatro comandos SQL seus, com os parâmetros abaixo.',
};

/** What a preset runs, as the server runs it, and the grants its database user needs. */
function PresetStatements({ framework }: { framework: Exclude<GameFramework, 'custom'> }) {
  const preset = gameDatabasePresets[framework];
  const grantsSql = (grants: typeof preset.grants) =>
    grants
      .map((grant) => `GRANT ${grant.privileges} ON banco.${grant.table} TO 'usuario'@'host';`)
      .join('\n');
  const sql = (text: string) => (
    <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded bg-muted px-2 py-1 font-mono text-xs">
      {text}
    </pre>
  );
  return (
    <details className="rounded-md border border-border px-3 py-2 text-xs">
      <summary className="cursor-pointer text-sm font-medium">
        O que o painel executa com {gameFrameworkLabels[framework]}
      </summary>
      <div className="mt-3 grid gap-3">
        <p className="text-muted-foreground">
          Primeiro acha a conta do membro pelo que o jogo guardou na primeira conexão dele (
          {preset.identifierForm === 'prefixed'
            ? 'identificadores com prefixo, como license:1a2b…'
            : 'a licença ou a Steam sem prefixo, conforme o BaseMode'}
          ) e pelo passaporte, se conhecido:
        </p>
        {sql(preset.locateByIdentifiers)}
        {sql(preset.locateByPassport)}
        {gameDatabaseChanges.map((change) => (
          <div key={change} className="grid gap-1">
            <p className="font-medium">{gameDatabaseChangeLabels[change]}</p>
            {sql(preset.changes[change].join(';\n'))}
          </div>
        ))}
        <p className="font-medium">Permissões do usuário do banco</p>
        {sql(grantsSql(preset.grants))}
        <p className="font-medium">Personagens na ficha do membro (só leitura)</p>
        {sql(preset.characters.sql)}
        {preset.characters.grants.length > 0 && (
          <>
            <p className="text-muted-foreground">
              Para a ficha mostrar os personagens, conceda também:
            </p>
            {sql(grantsSql(preset.characters.grants))}
          </>
        )}
      </div>
    </details>
  );
}

/**
 * The game's own database, where the panel writes the whitelist and bans
 * (docs/decisions/2026-11-28-game-databases.md): saved on its own, apart from the settings.
 */
export function GameDatabaseForm({ server: opened }: { server: GameServer }) {
  // The server as last saved here: the sheet keeps the one it was opened with.
  const [server, setServer] = useState(opened);
  const [values, setValues] = useState<GameDatabaseValues>(() => gameDatabaseValuesOf(opened));
  const [errors, setErrors] = useState<GameDatabaseErrors>({});
  const save = useSetGameDatabase();
  const remove = useRemoveGameDatabase();
  const disabled = save.isPending || remove.isPending;
  const connected = server.database !== null;

  function change<K extends keyof GameDatabaseValues>(key: K, value: GameDatabaseValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key as keyof GameDatabaseErrors]: _dropped, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    const check = checkGameDatabase(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    save.mutate(
      { id: server.id, body: check.body },
      {
        onSuccess: (saved) => {
          setServer(saved);
          setValues(gameDatabaseValuesOf(saved));
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(gameDatabaseErrorsOf(error.issues ?? []));
        },
      },
    );
  }

  const text = (field: 'host' | 'user' | 'database', label: string, max: number, hint?: string) => (
    <FormField id={`game-db-${field}`} label={label} required hint={hint} error={errors[field]}>
      {(a11y) => (
        <Input
          {...a11y}
          value={values[field]}
          maxLength={max}
          autoComplete="off"
          spellCheck={false}
          readOnly={disabled}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      aria-label={`Banco do jogo de ${server.name}`}
      onSubmit={submit}
      className="grid gap-5"
    >
      <div className="grid gap-1">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <DatabaseZap aria-hidden="true" className="size-4 text-primary" />
          Banco do jogo
        </h3>
        <p className="text-xs text-muted-foreground">
          O painel grava a whitelist aprovada e os banimentos da blacklist no MySQL/MariaDB do
          servidor. Escolha o framework da base e dê ao usuário do banco só as permissões que ele
          pede.
        </p>
      </div>
      <RadioTiles
        legend="Framework"
        name="game-db-framework"
        options={gameFrameworks}
        labels={gameFrameworkLabels}
        descriptions={frameworkDescriptions}
        value={values.framework}
        onChange={(framework) => change('framework', framework)}
        error={errors.framework}
        disabled={disabled}
        columns="grid-cols-1 sm:grid-cols-2"
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        {text('host', 'Endereço', gameDatabaseLimits.hostMax)}
        <FormField id="game-db-port" label="Porta" required error={errors.port}>
          {(a11y) => (
            <NumberInput
              {...a11y}
              min={1}
              max={65535}
              value={values.port}
              readOnly={disabled}
              onChange={(event) => change('port', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('user', 'Usuário', gameDatabaseLimits.nameMax)}
        {text('database', 'Banco', gameDatabaseLimits.nameMax)}
      </div>
      <FormField
        id="game-db-password"
        label="Senha"
        hint={
          server.database?.hasPassword
            ? 'Uma senha está guardada (cifrada). Em branco, ela continua valendo.'
            : 'Guardada cifrada; nunca é mostrada de novo.'
        }
        error={errors.password}
      >
        {(a11y) => (
          <Input
            {...a11y}
            type="password"
            autoComplete="new-password"
            value={values.password}
            maxLength={gameDatabaseLimits.passwordMax}
            placeholder={server.database?.hasPassword ? '••••••••' : undefined}
            readOnly={disabled}
            onChange={(event) => change('password', event.target.value)}
          />
        )}
      </FormField>
      {values.framework && values.framework !== 'custom' ? (
        <PresetStatements framework={values.framework} />
      ) : null}
      {values.framework === 'custom' ? (
        <div className="grid gap-1 text-xs text-muted-foreground">
          <p>Parâmetros que o SQL pode usar:</p>
          <ul className="grid gap-0.5">
            {gameDatabaseParameters.map((name) => (
              <li key={name}>
                <code className="rounded bg-muted px-1 font-mono">:{name}</code>{' '}
                {gameDatabaseParameterLabels[name]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {values.framework === 'custom'
        ? gameDatabaseChanges.map((key) => (
            <FormField
              key={key}
              id={`game-db-statements-${key}`}
              label={`SQL: ${gameDatabaseChangeLabels[key]}`}
              required
              error={errors[`statements.${key}`]}
            >
              {(a11y) => (
                <Textarea
                  {...a11y}
                  rows={2}
                  spellCheck={false}
                  className="font-mono text-xs"
                  value={values.statements[key]}
                  placeholder="UPDATE accounts SET whitelist = 1 WHERE license = :licenseHex"
                  readOnly={disabled}
                  onChange={(event) =>
                    change('statements', { ...values.statements, [key]: event.target.value })
                  }
                />
              )}
            </FormField>
          ))
        : null}
      <p className="text-xs text-muted-foreground">
        A conta é achada pela licença que o jogador usou ao entrar, mesmo antes do primeiro spawn. O
        passaporte ajuda quando a licença muda: no recurso do framework, adicione{' '}
        <code className="rounded bg-muted px-1 font-mono">
          TriggerEvent(&apos;painel-rp:passaporte&apos;, source, user_id)
        </code>
        .
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {connected ? (
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() =>
              remove.mutate(server.id, {
                onSuccess: (saved) => {
                  setServer(saved);
                  setValues(gameDatabaseValuesOf(saved));
                },
              })
            }
          >
            <Unplug aria-hidden="true" />
            Desconectar banco
          </Button>
        ) : null}
        <Button type="submit" disabled={disabled} aria-busy={save.isPending}>
          <Save aria-hidden="true" />
          {connected ? 'Salvar banco' : 'Conectar banco'}
        </Button>
      </div>
    </form>
  );
}
