import type { StoreProductAdmin } from '@panel/contract/api/store';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

export type StoreRole = NonNullable<StoreProductAdmin['requiredRole']>;

interface RoleIdFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown while the typed id is not the saved role's. */
  hint: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  /** The role saved on the product, as the server named it. */
  saved: StoreRole | null;
  onChange: (value: string) => void;
}

/** What the saved role is called on Discord, while its id is the one typed. */
function SavedRoleHint({ role }: { role: StoreRole }) {
  if (!role.name) return <>Este cargo não foi encontrado no servidor do Discord.</>;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="inline-block size-2.5 rounded-full bg-muted-foreground/40"
        style={role.color ? { backgroundColor: role.color } : undefined}
      />
      Cargo no Discord: <span className="font-medium text-foreground">{role.name}</span>
    </span>
  );
}

/** A Discord role typed or pasted by its id. */
export function RoleIdField({ saved, value, hint, onChange, ...field }: RoleIdFieldProps) {
  const known = saved && saved.id === value.trim() ? saved : null;
  return (
    <FormField
      id={field.id}
      label={field.label}
      required={field.required}
      hint={known ? <SavedRoleHint role={known} /> : hint}
      error={field.error}
    >
      {(a11y) => (
        <Input
          {...a11y}
          value={value}
          disabled={field.disabled}
          onChange={(event) => onChange(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder="123456789012345678"
          className="font-mono"
        />
      )}
    </FormField>
  );
}
