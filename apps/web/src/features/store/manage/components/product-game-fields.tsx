import { gameCommandPlaceholders, storeLimits } from '@panel/contract/api/store';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCurrentUser } from '@/lib/current-user';
import { useGameServers } from '@/lib/game-servers';
import type { ProductFieldsProps } from '../use-product-draft';

const placeholders = gameCommandPlaceholders.map((name) => `{${name}}`).join(' ');

/** The commands an in-game product runs, its duration and the game servers that run them. */
export function ProductGameFields({ values, errors, disabled, onChange }: ProductFieldsProps) {
  const { user } = useCurrentUser();
  const canSeeServers = user?.permissions.view_game_servers === true;
  const servers = useGameServers(canSeeServers);
  const commandsBox = (
    field: 'gameCommands' | 'refundCommands' | 'expiryCommands',
    label: string,
    hint: string,
    required = false,
  ) => (
    <FormField
      id={`product-${field}`}
      label={label}
      required={required}
      hint={hint}
      error={errors[field]}
    >
      {(a11y) => (
        <Textarea
          {...a11y}
          value={values[field]}
          disabled={disabled}
          rows={3}
          spellCheck={false}
          placeholder={field === 'gameCommands' ? 'vip {passport} ouro' : undefined}
          onChange={(event) => onChange(field, event.target.value)}
          className="font-mono text-xs"
        />
      )}
    </FormField>
  );
  const toggleServer = (id: string, checked: boolean) =>
    onChange(
      'gameServerIds',
      checked
        ? [...values.gameServerIds, id]
        : values.gameServerIds.filter((serverId) => serverId !== id),
    );

  return (
    <div className="grid gap-5">
      {commandsBox(
        'gameCommands',
        'Comandos da compra',
        `Um comando por linha, executado no console do servidor quando o comprador estiver online. Marcadores: ${placeholders}.`,
        true,
      )}
      <FormField
        id="product-durationDays"
        label="Duração em dias"
        hint="Em branco: não expira. Com duração, a compra mostra até quando vale."
        error={errors.durationDays}
      >
        {(a11y) => (
          <Input
            {...a11y}
            type="number"
            inputMode="numeric"
            min={1}
            max={storeLimits.durationDaysMax}
            step={1}
            value={values.durationDays}
            disabled={disabled}
            onChange={(event) => onChange('durationDays', event.target.value)}
            className="sm:max-w-40"
          />
        )}
      </FormField>
      {commandsBox(
        'expiryCommands',
        'Comandos do fim do prazo',
        'Executados quando a duração termina (por exemplo, para tirar o VIP).',
      )}
      {commandsBox(
        'refundCommands',
        'Comandos do reembolso',
        'Executados onde a compra já foi entregue, se a equipe a reembolsar.',
      )}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Servidores de jogo</legend>
        {canSeeServers && servers.data && servers.data.length > 0 ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {servers.data.map((server) => (
              <label
                key={server.id}
                className="flex min-w-0 items-center gap-2 rounded-lg border p-3 text-sm"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={values.gameServerIds.includes(server.id)}
                  disabled={disabled}
                  onChange={(event) => toggleServer(server.id, event.target.checked)}
                />
                <span className="truncate">{server.name}</span>
              </label>
            ))}
          </div>
        ) : null}
        <p id="product-gameServerIds-hint" className="text-xs text-muted-foreground">
          {values.gameServerIds.length === 0
            ? 'Nenhum marcado: todos os servidores conectados executam os comandos.'
            : `${values.gameServerIds.length === 1 ? '1 servidor escolhido' : `${values.gameServerIds.length} servidores escolhidos`}.`}
          {canSeeServers ? '' : ' Quem pode ver os servidores de jogo escolhe quais.'}
        </p>
        {errors.gameServerIds ? (
          <p className="text-xs text-destructive">{errors.gameServerIds}</p>
        ) : null}
      </fieldset>
    </div>
  );
}
