import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { formLimits, type ChoiceQuestionType } from '@panel/contract/api/forms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { newOption, type OptionValues } from '../question-values';

interface QuestionOptionsFieldProps {
  /** The prefix of the ids of the field's controls. */
  id: string;
  type: ChoiceQuestionType;
  options: OptionValues[];
  onChange: (options: OptionValues[]) => void;
  /** About the whole list (too few, a repeated text, every option correct). */
  error: string | undefined;
  /** About one option, by its key. */
  optionErrors: Record<string, string>;
  /** Options to mark as refused along with the list's error (a repeated text). */
  marked: Set<string>;
}

const hints: Record<ChoiceQuestionType, string> = {
  choice:
    'Quem responde escolhe uma opção. Marque a correta; se marcar mais de uma, qualquer uma delas vale como certa.',
  checkboxes:
    'Quem responde marca quantas quiser. Marque as corretas: para acertar, é preciso escolher exatamente essas.',
};

export const optionInputId = (id: string, key: string) => `${id}-option-${key}`;
export const addOptionId = (id: string) => `${id}-add-option`;

/** A choice question's options: each a text with its "Correta" mark, added and removed. */
export function QuestionOptionsField(props: QuestionOptionsFieldProps) {
  const { id, type, options, onChange, error, optionErrors, marked } = props;
  // Where the focus goes once the list has changed (the new option, or a neighbour).
  const focusNext = useRef<string | null>(null);
  const full = options.length >= formLimits.options.max;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [options]);

  function edit(key: string, change: Partial<OptionValues>) {
    onChange(options.map((option) => (option.key === key ? { ...option, ...change } : option)));
  }

  function add() {
    const option = newOption();
    focusNext.current = optionInputId(id, option.key);
    onChange([...options, option]);
  }

  function remove(index: number) {
    const neighbour = options[index + 1] ?? options[index - 1];
    focusNext.current = neighbour ? optionInputId(id, neighbour.key) : addOptionId(id);
    onChange(options.filter((_, at) => at !== index));
  }

  // Enter goes to the next option (a new one after the last) instead of sending the dialog.
  function keyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = options[index + 1];
    if (next) document.getElementById(optionInputId(id, next.key))?.focus();
    else if (!full) add();
  }

  const described = [`${id}-options-hint`, error ? `${id}-options-error` : null].filter(Boolean);
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={described.join(' ')}>
      <legend className="mb-2 text-sm font-medium">Opções</legend>
      <p id={`${id}-options-hint`} className="-mt-1 text-xs text-muted-foreground">
        {hints[type]} Sem opção correta, a pergunta não é corrigida.
      </p>
      <ol className="grid gap-2">
        {options.map((option, index) => {
          const number = index + 1;
          const optionError = optionErrors[option.key];
          const errorId = `${optionInputId(id, option.key)}-error`;
          return (
            <li key={option.key} className="grid gap-1">
              <div className="flex min-w-0 items-center gap-2">
                <Input
                  id={optionInputId(id, option.key)}
                  aria-label={`Opção ${number}`}
                  value={option.text}
                  maxLength={formLimits.options.text}
                  autoComplete="off"
                  aria-invalid={optionError || (error && marked.has(option.key)) ? true : undefined}
                  aria-describedby={optionError ? errorId : undefined}
                  className="flex-1"
                  onKeyDown={(event) => keyDown(event, index)}
                  onChange={(event) => edit(option.key, { text: event.target.value })}
                />
                <label className="flex shrink-0 cursor-pointer items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    aria-label={`Correta (opção ${number})`}
                    checked={option.correct}
                    onChange={(event) => edit(option.key, { correct: event.target.checked })}
                  />
                  Correta
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  aria-label={`Remover opção ${number}`}
                  title="Remover opção"
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {optionError ? (
                <p id={errorId} className="text-xs text-destructive">
                  {optionError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          id={addOptionId(id)}
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          onClick={add}
        >
          <Plus aria-hidden="true" />
          Adicionar opção
        </Button>
        <span className="text-xs text-muted-foreground">
          {options.length} de {formLimits.options.max} opções
        </span>
      </div>
      {error ? (
        <p id={`${id}-options-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
