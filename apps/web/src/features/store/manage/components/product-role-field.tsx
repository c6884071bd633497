import { FormField } from '@/components/form-field';
import { RolePicker } from '@/components/role-picker';
import { useGuildCatalog } from '@/lib/guild-catalog';

interface ProductRoleFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint: string;
  /** The chosen role's id, '' for none. */
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A role of the Discord server for a product, picked by name from the guild catalog. */
export function ProductRoleField({ value, hint, onChange, ...field }: ProductRoleFieldProps) {
  const catalog = useGuildCatalog().data;
  // A saved role the server no longer has shows as its id; the hint says why.
  const gone =
    value !== '' && catalog?.synced === true && !catalog.roles.some((role) => role.id === value);
  return (
    <FormField
      id={field.id}
      label={field.label}
      required={field.required}
      hint={gone ? 'Este cargo não foi encontrado no servidor do Discord.' : hint}
      error={field.error}
    >
      {(a11y) => (
        <RolePicker
          id={a11y.id}
          label={field.label}
          value={value}
          onChange={onChange}
          describedBy={a11y['aria-describedby']}
          invalid={a11y['aria-invalid']}
          disabled={field.disabled}
        />
      )}
    </FormField>
  );
}
