import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * A whole number typed in a field: the phone's numeric keyboard, steps of one. The value stays
 * the text typed (a form checks and converts it with its schema); every number field of the
 * panel is this one.
 */
export function NumberInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>) {
  return <Input {...props} type="number" inputMode="numeric" step={1} />;
}
