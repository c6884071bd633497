import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectControlProps {
  id: string;
  value: string;
  options: readonly { value: string; label: ReactNode }[];
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  triggerClassName?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  /** Drawn open: its stand-in was pressed before this code was there (lazy-select.tsx). */
  defaultOpen?: boolean;
}

/** The Radix select behind `LazySelect`. */
export function SelectControl({
  id,
  value,
  options,
  onValueChange,
  placeholder,
  triggerClassName,
  defaultOpen,
  ...aria
}: SelectControlProps) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={triggerClassName} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
