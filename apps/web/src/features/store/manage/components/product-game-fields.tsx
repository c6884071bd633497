import { gameCommandPlaceholders, storeLimits } from '@panel/contract/api/store';
import { FormField } from '@/components/form-field';
import { NumberInput } from '@/components/ui/number-input';
import { useGameServers } from '@/lib/game-servers';
import { useCan } from '@/lib/use-can';
import type { ProductFieldsProps } from '../use-product-draft';
import { ProductCommandsField } from './product-commands-field';

const placeholders = gameCommandPlaceholders.map((name) => `{${name}}`).join(' ');

/** The commands an in-game product runs, its duration and the game servers that run them. */
export function ProductGameFields({ values, errors, disabled, onChange }: ProductFieldsProps) {
  const canSeeServers = useCan('view_game_servers');
  const servers = useGameServers(canSeeServers);
  const commands = { values, errors, disabled, onChange };
  const toggleServer = (id: string, checked: boolean) =>
    onChange(
      'gameServerIds',
      checked
        ? [...values.gameServerIds, id]
        : values.gameServerIds.filter((serverId) => serverId !== id),
    );

  return (
    <div className="grid gap-5">
      <ProductCommandsField
        {...commands}
        field="gameCommands"
        label="Comandos da compra"
        hint={`Executados no console do servidor quando o comprador estiver online. Com "Executar mesmo com o jogador offline", o comando roda na hora, sem esperar por ele, e não pode usar {source} nem {license}. Marcadores: ${placeholders}.`}
        placeholder="vip {passport} ouro"
        required
      />
      <FormField
        id="product-commandDelaySeconds"
        label="Esperar depois que o personagem carregar (segundos)"
        hint="Os comandos para o jogador online esperam este tempo depois que o personagem dele carregar no servidor. 0 ou em branco: executam assim que ele estiver online. Os comandos offline não esperam."
        error={errors.commandDelaySeconds}
      >
        {(a11y) => (
          <NumberInput
            {...a11y}
            min={0}
            max={storeLimits.commandDelaySecondsMax}
            value={values.commandDelaySeconds}
            disabled={disabled}
            onChange={(event) => onChange('commandDelaySeconds', event.target.value)}
            className="sm:max-w-40"
          />
        )}
      </FormField>
      <FormField
        id="product-durationDays"
        label="Duração em dias"
        hint="Em branco: não expira. Com duração, a compra mostra até quando vale."
        error={errors.durationDays}
      >
        {(a11y) => (
          <NumberInput
            {...a11y}
            min={1}
            max={storeLimits.durationDaysMax}
            value={values.durationDays}
            disabled={disabled}
            onChange={(event) => onChange('durationDays', event.target.value)}
            className="sm:max-w-40"
          />
        )}
      </FormField>
      <ProductCommandsField
        {...commands}
        field="expiryCommands"
        label="Comandos do fim do prazo"
        hint="Executados quando a duração termina (por exemplo, para tirar o VIP)."
      />
      <ProductCommandsField
        {...commands}
        field="refundCommands"
        label="Comandos do reembolso"
        hint="Executados onde a compra já foi entregue, se a equipe a reembolsar."
      />
      <fieldset className="grid gap-2">
        <legend className="flex items-center gap-2 text-sm font-medium">
          Servidores de jogo
          <span className="font-normal text-muted-foreground">(opcional)</span>
        </legend>
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
