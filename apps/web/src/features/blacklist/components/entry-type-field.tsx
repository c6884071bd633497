import {
  blacklistTypeLabels,
  blacklistTypes,
  type BlacklistType,
} from '@panel/contract/api/blacklist';
import { cn } from '@/lib/cn';

interface EntryTypeFieldProps {
  value: BlacklistType;
  disabled: boolean;
  onChange: (type: BlacklistType) => void;
}

/** Jogador (default) or Servidor, side by side. */
export function EntryTypeField({ value, disabled, onChange }: EntryTypeFieldProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        Tipo
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {blacklistTypes.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === type && 'border-primary bg-primary/10',
            )}
          >
            <input
              type="radio"
              name="blacklist-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 shrink-0 accent-[var(--primary)]"
            />
            {blacklistTypeLabels[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
