import {
  blacklistTypeLabels,
  blacklistTypes,
  type BlacklistType,
} from '@panel/contract/api/blacklist';
import { RadioTiles } from '@/components/radio-tiles';

interface EntryTypeFieldProps {
  value: BlacklistType;
  disabled: boolean;
  onChange: (type: BlacklistType) => void;
}

/** Jogador (default) or Servidor, side by side. */
export function EntryTypeField({ value, disabled, onChange }: EntryTypeFieldProps) {
  return (
    <RadioTiles
      legend="Tipo"
      name="blacklist-type"
      options={blacklistTypes}
      labels={blacklistTypeLabels}
      value={value}
      disabled={disabled}
      onChange={onChange}
      columns="grid-cols-2"
    />
  );
}
