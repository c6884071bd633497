import { DatabaseZap, Save, Unplug } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  gameDatabaseChangeLabels,
  gameDatabaseChanges,
  gameDatabaseLimits,
  gameFrameworkLabels,
  gameFrameworks,
  type GameFramework,
  type GameServer,
} from '@panel/contract/api/game-servers';
import { FormField } from '@/components/form-field';
import { RadioTiles } from '@/components/radio-tiles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
  vrp: 'vrp_users: whitelisted e banned pelo passaporte.',
  vrpex: 'vrp_users: whitelisted e banned pelo passaporte.',
  creative: 'accounts: whitelist, banned e o Discord pelo passaporte.',
  custom: 'Quatro comandos SQL com :passport, :discordId e :license.',
};

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
          servidor. Use um usuário só com SELECT e UPDATE no banco do jogo.
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
            <Input
              {...a11y}
              type="number"
              inputMode="numeric"
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
                  placeholder="UPDATE tabela SET coluna = 1 WHERE id = :passport"
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
        O passaporte de cada jogador vem do jogo: no recurso do framework, adicione{' '}
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
