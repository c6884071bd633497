import { ChevronsUpDown, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandList,
} from '@/components/ui/command';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { roleColor, roleLimit, rolesByPosition } from '@/lib/guild-roles';
import { GuildRoleItem } from './guild-role-item';
import { RoleDot } from './role-dot';

type GuildRole = BotCatalog['roles'][number];

/**
 * The guild's roles, highest first, searchable by name or id: the list every role picker opens
 * (one role in `RolePicker`, several in the game servers' roles field).
 */
export function RoleChoices({
  label,
  listLabel,
  roles,
  isSelected,
  onSelect,
  withLimits = false,
  align = 'start',
}: {
  /** The popover's accessible name. */
  label: string;
  /** The searchable list's accessible name. */
  listLabel: string;
  roles: readonly GuildRole[];
  isSelected: (role: GuildRole) => boolean;
  onSelect: (id: string) => void;
  /** Notes a role the bot cannot give (above its own, or managed). */
  withLimits?: boolean;
  /** Which edge of its button the list lines up with. */
  align?: 'start' | 'end';
}) {
  return (
    <PopoverContent align={align} aria-label={label} className="w-80 max-w-[calc(100vw-2rem)] p-0">
      <Command label={listLabel}>
        <CommandInput placeholder="Buscar cargo por nome ou ID..." />
        <CommandList>
          <CommandEmpty>Nada encontrado.</CommandEmpty>
          <CommandGroup heading="Cargos">
            {rolesByPosition(roles).map((role) => (
              <GuildRoleItem
                key={role.id}
                role={role}
                selected={isSelected(role)}
                note={withLimits ? roleLimit(role) : undefined}
                onSelect={onSelect}
              />
            ))}
          </CommandGroup>
        </CommandList>
      </Command>
    </PopoverContent>
  );
}

interface RolePickerProps {
  /** The control's id, for its label and a refusal's focus. */
  id: string;
  /** The field's label, for the button's accessible name. */
  label: string;
  /** The chosen role's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** Ids of hints and errors that describe the control. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * One role of the Discord server, chosen by name from the guild catalog (its colour, name and
 * id shown once chosen); typed by id while the catalog cannot be read.
 */
export function RolePicker({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  disabled,
}: RolePickerProps) {
  const [open, setOpen] = useState(false);
  const catalog = useGuildCatalog();
  if (catalog.isError || (catalog.data && !catalog.data.synced)) {
    return (
      <Input
        id={id}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        placeholder="ID do cargo"
        className="font-mono"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    );
  }
  const roles = catalog.data?.roles ?? [];
  const chosen = roles.find((role) => role.id === value);
  return (
    <div className="flex min-w-0 gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            className="min-w-0 flex-1 justify-between font-normal"
            aria-label={`${label}: ${chosen ? chosen.name : value ? value : 'nenhum cargo'}`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={disabled || catalog.isPending}
          >
            {chosen ? (
              <span className="flex min-w-0 items-center gap-2">
                <RoleDot color={roleColor(chosen.color)} />
                <span className="truncate">{chosen.name}</span>
                <span className="hidden font-mono text-xs text-muted-foreground sm:inline">
                  {chosen.id}
                </span>
              </span>
            ) : value ? (
              <span className="truncate font-mono text-xs">{value}</span>
            ) : (
              <span className="text-muted-foreground">
                {catalog.isPending ? 'Carregando cargos...' : 'Escolher cargo'}
              </span>
            )}
            <ChevronsUpDown aria-hidden="true" className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <RoleChoices
          label={`Escolher cargo: ${label}`}
          listLabel="Escolher cargo"
          roles={roles}
          isSelected={(role) => role.id === value}
          withLimits
          onSelect={(picked) => {
            onChange(picked);
            setOpen(false);
          }}
        />
      </Popover>
      {value && !disabled ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remover o cargo: ${label}`}
          onClick={() => onChange('')}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
