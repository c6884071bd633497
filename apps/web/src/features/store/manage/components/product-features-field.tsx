import { Plus, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { storeLimits } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { featureLine, type FeatureLine } from '../product-form';
import type { ProductFieldsProps } from '../use-product-draft';

/** "Características": the checklist of the product page, one line each. */
export function ProductFeaturesField({ values, errors, disabled, onChange }: ProductFieldsProps) {
  const lines = values.features;
  const full = lines.length >= storeLimits.featuresMax;
  const addButton = useRef<HTMLButtonElement>(null);
  // The line to focus once rendered: a new one, or the one beside a removed one.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const set = (next: FeatureLine[]) => onChange('features', next);

  function add() {
    if (full) return;
    const line = featureLine();
    set([...lines, line]);
    focusNext.current = line.key;
  }

  function remove(index: number) {
    set(lines.filter((_, at) => at !== index));
    const previous = lines[index - 1] ?? lines[index + 1];
    if (previous) focusNext.current = previous.key;
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
      aria-describedby={errors.features ? 'product-features-error' : 'product-features-hint'}
    >
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        Características <span className="font-normal text-muted-foreground">(opcional)</span>
      </legend>
      <p id="product-features-hint" className="text-xs text-muted-foreground">
        A lista de itens da página do produto. Até {storeLimits.featuresMax}.
      </p>
      {lines.length > 0 ? (
        <ol className="grid gap-2">
          {lines.map((line, index) => (
            <li key={line.key} className="flex gap-2">
              <Input
                id={line.key}
                aria-label={`Característica ${index + 1}`}
                value={line.text}
                maxLength={storeLimits.featureMax}
                autoComplete="off"
                onKeyDown={keyDown}
                onChange={(event) =>
                  set(
                    lines.map((one) =>
                      one.key === line.key ? { ...one, text: event.target.value } : one,
                    ),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remover característica ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <Button
        ref={addButton}
        id="product-features"
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={full}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        Adicionar característica
      </Button>
      {errors.features ? (
        <p id="product-features-error" className="text-xs text-destructive">
          {errors.features}
        </p>
      ) : null}
    </fieldset>
  );
}
