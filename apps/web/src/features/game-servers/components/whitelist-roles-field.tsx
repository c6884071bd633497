import { X } from 'lucide-react';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { gameServerLimits, type GameServer } from '@panel/contract/api/game-servers';
import { RoleDot } from '@/components/role-dot';
import { Button } from '@/components/ui/button';
import { roleColor } from '@/lib/guild-roles';
import { CatalogPicker, rolesFieldId as fieldId, TypedRole } from './role-pickers';

/** Where the roles to pick come from: the guild catalog, or ids typed by hand without it. */
export type RoleSource =
  | { kind: 'catalog'; catalog: BotCatalog }
  | { kind: 'loading' }
  /** No `view_bot_settings`, the bot never synchronised, or the catalog failed to load. */
  | { kind: 'typed'; reason: string };

interface WhitelistRolesFieldProps {
  value: string[];
  onChange: (roleIds: string[]) => void;
  /** The roles saved on the server, with the names the server knows. */
  saved: GameServer['roles'];
  source: RoleSource;
  error: string | undefined;
  disabled: boolean;
}

function RoleChip({
  id,
  name,
  color,
  disabled,
  onRemove,
}: {
  id: string;
  name: string | null;
  color: string | null;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex max-w-full items-center gap-1.5 rounded-full border bg-muted/40 py-0.5 pr-0.5 pl-2.5 text-sm">
      <RoleDot color={color} />
      <span className="truncate" title={id}>
        {name ?? <span className="font-mono text-xs">{id}</span>}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="size-6 rounded-full pointer-coarse:size-8"
        aria-label={`Remover o cargo ${name ?? id}`}
        disabled={disabled}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-3.5" />
      </Button>
    </li>
  );
}

/**
 * Mode `roles`: the Discord roles that let a member in, picked from the guild catalog as in
 * the bot settings, or typed by id when the catalog cannot be read.
 */
export function WhitelistRolesField({
  value,
  onChange,
  saved,
  source,
  error,
  disabled,
}: WhitelistRolesFieldProps) {
  const catalog = source.kind === 'catalog' ? source.catalog : null;
  const roleOf = (id: string) => {
    const known = catalog?.roles.find((role) => role.id === id);
    if (known) return { name: known.name, color: roleColor(known.color) };
    return { name: saved.find((role) => role.id === id)?.name ?? null, color: null };
  };
  const full = value.length >= gameServerLimits.rolesMax;
  const toggle = (id: string) =>
    onChange(
      value.includes(id) ? value.filter((item) => item !== id) : full ? value : [...value, id],
    );
  const add = (id: string) => (value.includes(id) || full ? undefined : onChange([...value, id]));

  return (
    <div
      role="group"
      aria-labelledby={`${fieldId}-label`}
      aria-describedby={error ? `${fieldId}-error` : undefined}
      className="grid gap-2"
    >
      <p className="flex items-center gap-1 text-sm font-medium">
        <span id={`${fieldId}-label`}>Cargos que liberam a conexão</span>
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </p>
      {value.length > 0 ? (
        <ul aria-label="Cargos escolhidos" className="flex flex-wrap gap-1.5">
          {value.map((id) => {
            const role = roleOf(id);
            return (
              <RoleChip
                key={id}
                id={id}
                name={role.name}
                color={role.color}
                disabled={disabled}
                onRemove={() => onChange(value.filter((item) => item !== id))}
              />
            );
          })}
        </ul>
      ) : null}
      {source.kind === 'catalog' ? (
        <CatalogPicker
          catalog={source.catalog}
          value={value}
          onToggle={toggle}
          disabled={disabled}
        />
      ) : source.kind === 'typed' ? (
        <TypedRole onAdd={add} disabled={disabled} />
      ) : (
        <p className="text-sm text-muted-foreground">Carregando os cargos do Discord...</p>
      )}
      <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
        {source.kind === 'typed' ? `${source.reason} ` : ''}
        Entra quem tiver pelo menos um destes cargos (no máximo {gameServerLimits.rolesMax}).
      </p>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
