import { Plus, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { storeLimits } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { commandLine, type CommandLine, type CommandsField } from '../product-form';
import type { ProductFieldsProps } from '../use-product-draft';

interface ProductCommandsFieldProps extends ProductFieldsProps {
  field: CommandsField;
  label: string;
  hint: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * The commands of one kind an in-game product runs, one per line, each with whether it runs
 * with the player offline (given to the game server at once instead of waiting for them).
 */
export function ProductCommandsField({
  field,
  label,
  hint,
  required = false,
  placeholder,
  values,
  errors,
  disabled,
  onChange,
}: ProductCommandsFieldProps) {
  const lines = values[field];
  const full = lines.length >= storeLimits.gameCommandsMax;
  const id = `product-${field}`;
  const error = errors[field];
  const addButton = useRef<HTMLButtonElement>(null);
  // The line to focus once rendered: a new one, or the one beside a removed one.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const set = (next: CommandLine[]) => onChange(field, next);
  const edit = (key: string, change: Partial<CommandLine>) =>
    set(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  // The first line's input answers to the field's id (focused when the field is refused).
  const inputId = (index: number, key: string) => (index === 0 ? id : `${id}-${key}`);

  function add() {
    if (full) return;
    const line = commandLine();
    set([...lines, line]);
    focusNext.current = inputId(lines.length, line.key);
  }

  function remove(index: number) {
    set(lines.filter((_, at) => at !== index));
    const beside = index > 0 ? index - 1 : 0;
    const next = lines.filter((_, at) => at !== index)[beside];
    if (next) focusNext.current = inputId(beside, next.key);
    else addButton.current?.focus();
  }

  // Enter adds the next line instead of sending the form.
  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset
      className="grid gap-2"
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">(opcional)</span>
        )}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {lines.length > 0 ? (
        <ol className="grid gap-3">
          {lines.map((line, index) => (
            <li key={line.key} className="grid gap-1.5">
              <div className="flex gap-2">
                <Input
                  id={inputId(index, line.key)}
                  aria-label={`${label}: comando ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  value={line.command}
                  maxLength={storeLimits.gameCommandMax}
                  placeholder={index === 0 ? placeholder : undefined}
                  autoComplete="off"
                  spellCheck={false}
                  onKeyDown={keyDown}
                  onChange={(event) => edit(line.key, { command: event.target.value })}
                  className="font-mono text-xs"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover comando ${index + 1} (${label.toLowerCase()})`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              <label className="flex w-fit items-center gap-2 text-xs text-muted-foreground">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  aria-label={`Executar mesmo com o jogador offline (${label.toLowerCase()}, comando ${index + 1})`}
                  checked={line.offline}
                  onChange={(event) => edit(line.key, { offline: event.target.checked })}
                />
                Executar mesmo com o jogador offline
              </label>
            </li>
          ))}
        </ol>
      ) : null}
      <Button
        ref={addButton}
        id={lines.length === 0 ? id : `${id}-add`}
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={full}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        Adicionar comando
      </Button>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
