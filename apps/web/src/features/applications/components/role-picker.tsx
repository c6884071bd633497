import {
  insertionRoleLabels,
  insertionRoles,
  type InsertionRole,
} from '@panel/contract/api/applications';
import { cn } from '@/lib/cn';

interface RolePickerProps {
  value: InsertionRole | '';
  error: string | undefined;
  onChange: (role: InsertionRole) => void;
}

/** The nine roles as a radio group laid out as tiles. */
export function RolePicker({ value, error, onChange }: RolePickerProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'role-error' : undefined}>
      <legend className="mb-1 flex items-center gap-1 text-sm font-medium">
        Cargo desejado
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {insertionRoles.map((role) => (
          <label
            key={role}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === role && 'border-primary bg-primary/10 font-medium',
            )}
          >
            <input
              type="radio"
              name="roleName"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="size-4 accent-[var(--primary)]"
            />
            {insertionRoleLabels[role]}
          </label>
        ))}
      </div>
      {error ? (
        <p id="role-error" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
