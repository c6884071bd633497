import {
  integrationScopeIds,
  integrationScopes,
  type IntegrationScope,
} from '@panel/contract/api/integrations';
import { cn } from '@/lib/cn';

interface ScopeChoicesProps {
  value: readonly IntegrationScope[];
  onChange: (value: IntegrationScope[]) => void;
  disabled?: boolean;
  error?: string;
}

/** What the key may do: one tile per scope, ticked or not, each with what it opens. */
export function ScopeChoices({ value, onChange, disabled, error }: ScopeChoicesProps) {
  const name = 'integration-scopes';
  const errorId = `${name}-error`;
  const toggle = (scope: IntegrationScope) =>
    onChange(value.includes(scope) ? value.filter((item) => item !== scope) : [...value, scope]);
  return (
    <fieldset
      className="grid gap-2"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        O que a chave pode fazer
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {integrationScopeIds.map((scope) => {
          const { label, description } = integrationScopes[scope];
          const checked = value.includes(scope);
          return (
            <label
              key={scope}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                checked && 'border-primary bg-primary/10',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                aria-labelledby={`${name}-${scope}-label`}
                aria-describedby={`${name}-${scope}-help`}
                onChange={() => toggle(scope)}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              />
              <span className="grid min-w-0 gap-1">
                <span id={`${name}-${scope}-label`} className="font-medium">
                  {label}
                </span>
                <span id={`${name}-${scope}-help`} className="text-xs text-muted-foreground">
                  {description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
