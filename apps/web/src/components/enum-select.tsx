import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { LazySelect } from '@/components/ui/lazy-select';

// Radix Select items cannot have an empty value, so "every value" needs a value of its own.
const allValue = 'all';

interface EnumSelectBaseProps<T extends string> {
  id: string;
  label: string;
  /** The choices, in the order shown. */
  values: readonly T[];
  labels: Record<T, string>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  triggerClassName?: string;
  /** Marked as a form's required fields are (`FormField`): a red asterisk after the label. */
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Hints or errors shown under the select. */
  children?: ReactNode;
}

type EnumSelectProps<T extends string> = EnumSelectBaseProps<T> &
  (
    | { allLabel?: undefined; value: T | ''; onChange: (value: T) => void }
    | {
        /** Label of a first choice that stands for no value at all (`null`), as in filters. */
        allLabel: string;
        value: T | null;
        onChange: (value: T | null) => void;
      }
  );

/** A labelled select over a fixed set of values, each shown by its pt-BR label. */
export function EnumSelect<T extends string>(props: EnumSelectProps<T>) {
  const {
    id,
    label,
    values,
    labels,
    placeholder,
    triggerClassName,
    required,
    invalid,
    describedBy,
  } = props;
  const selected = props.allLabel === undefined ? props.value : (props.value ?? allValue);

  function change(next: string) {
    const value = values.find((item) => item === next);
    if (props.allLabel !== undefined) props.onChange(value ?? null);
    else if (value !== undefined) props.onChange(value);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <LazySelect
        id={id}
        value={selected}
        onValueChange={change}
        placeholder={placeholder}
        triggerClassName={triggerClassName}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        options={[
          ...(props.allLabel === undefined ? [] : [{ value: allValue, label: props.allLabel }]),
          ...values.map((value) => ({ value, label: labels[value] })),
        ]}
      />
      {props.children}
    </div>
  );
}
