import {
  insertionRoleLabels,
  insertionRoles,
  type InsertionRole,
} from '@panel/contract/api/applications';
import { RadioTiles } from '@/components/radio-tiles';

interface InsertionRoleFieldProps {
  value: InsertionRole | '';
  error: string | undefined;
  onChange: (role: InsertionRole) => void;
}

/** The nine roles as a radio group laid out as tiles. */
export function InsertionRoleField({ value, error, onChange }: InsertionRoleFieldProps) {
  return (
    <RadioTiles
      legend="Cargo desejado"
      name="roleName"
      options={insertionRoles}
      labels={insertionRoleLabels}
      value={value}
      error={error}
      onChange={onChange}
      columns="grid-cols-2 sm:grid-cols-3"
    />
  );
}
