import type { Ref } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

interface NameFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  pending: boolean;
  inputRef: Ref<HTMLInputElement>;
  maxLength: number;
  /** Who it is for, with an example: the list and the audit log show the name. */
  hint: string;
}

/** A key's or a webhook's name: what the list and the audit log call it. */
export function NameField(props: NameFieldProps) {
  const { id, value, onChange, error, pending, inputRef, maxLength, hint } = props;
  return (
    <FormField id={id} label="Nome" required hint={hint} error={error}>
      {(a11y) => (
        <Input
          {...a11y}
          ref={inputRef}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          readOnly={pending}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
