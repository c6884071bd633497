import {
  insertionRoleLabels,
  insertionRoles,
  type InsertionRole,
} from '@panel/contract/api/applications';
import { RadioTiles } from '@/components/radio-tiles';

interface RolePickerProps {
  value: InsertionRole | '';
  error: string | undefined;
  onChange: (role: InsertionRole) => void;
}

/** The nine roles as a radio group laid out as tiles. */
export function RolePicker({ value, error, onChange }: RolePickerProps) {
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
