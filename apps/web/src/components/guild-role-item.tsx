import { Check } from 'lucide-react';
import { CommandItem } from '@/components/ui/command';
import { cn } from '@/lib/cn';
import { roleColor } from '@/lib/guild-roles';
import { RoleDot } from './role-dot';

interface GuildRoleItemProps {
  role: { id: string; name: string; color: number };
  selected: boolean;
  /** Why the role does not fit, shown at the end of the row (the row stays pickable). */
  note?: string | null;
  onSelect: (id: string) => void;
}

/** One role of the guild in a searchable picker: its colour, its name, a note and a check. */
export function GuildRoleItem({ role, selected, note, onSelect }: GuildRoleItemProps) {
  return (
    <CommandItem
      value={role.id}
      keywords={[role.name]}
      onSelect={onSelect}
      className={cn(note && 'text-muted-foreground')}
    >
      <RoleDot color={roleColor(role.color)} className={cn(note && 'opacity-50')} />
      <span className="truncate">{role.name}</span>
      {note ? <span className="ml-auto shrink-0 text-xs">{note}</span> : null}
      <Check
        aria-hidden="true"
        className={cn(note ? 'ml-0' : 'ml-auto', selected ? 'opacity-100' : 'opacity-0')}
      />
    </CommandItem>
  );
}
