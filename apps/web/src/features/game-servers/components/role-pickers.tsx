import { ChevronsUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { snowflakePattern } from '@panel/contract/constants';
import { RoleChoices } from '@/components/role-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverTrigger } from '@/components/ui/popover';

/** The control's id: the label and the form's focus on a refusal point at it. */
export const rolesFieldId = 'game-server-roles';

/** The guild's roles, highest first, each picked or dropped with a click. */
export function CatalogPicker({
  catalog,
  value,
  onToggle,
  disabled,
}: {
  catalog: BotCatalog;
  value: string[];
  onToggle: (id: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={rolesFieldId}
          type="button"
          variant="outline"
          className="w-full justify-between sm:w-72"
          disabled={disabled}
          aria-describedby={`${rolesFieldId}-hint`}
        >
          Escolher cargos
          <ChevronsUpDown aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <RoleChoices
        label="Escolher cargos"
        listLabel="Escolher cargos"
        roles={catalog.roles}
        isSelected={(role) => value.includes(role.id)}
        onSelect={onToggle}
      />
    </Popover>
  );
}

/** A role id typed or pasted, checked as a Discord id, for when the catalog cannot be read. */
export function TypedRole({ onAdd, disabled }: { onAdd: (id: string) => void; disabled: boolean }) {
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  function add() {
    const id = typed.trim();
    if (!snowflakePattern.test(id)) {
      setRefused('Um ID do Discord tem de 17 a 20 dígitos.');
      return;
    }
    onAdd(id);
    setTyped('');
    setRefused(null);
  }
  return (
    <div className="grid gap-1">
      <div className="flex gap-2">
        <Input
          id={rolesFieldId}
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder="ID do cargo"
          aria-label="ID do cargo"
          className="min-w-0 font-mono sm:max-w-64"
          disabled={disabled}
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${rolesFieldId}-hint${refused ? ` ${rolesFieldId}-typed-error` : ''}`}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefused(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={add}>
          <Plus aria-hidden="true" />
          Adicionar
        </Button>
      </div>
      {refused ? (
        <p id={`${rolesFieldId}-typed-error`} className="text-xs text-destructive">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
