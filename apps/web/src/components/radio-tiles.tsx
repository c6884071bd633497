import { cn } from '@/lib/cn';

interface RadioTilesProps<T extends string> {
  legend: string;
  /** The radios' `name`; also the prefix of the ids of their labels and descriptions. */
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  /** A sentence under each choice, read as its description. */
  descriptions?: Record<T, string>;
  /** A sentence under the legend about the whole choice, read as the group's description. */
  hint?: string;
  value: T | '';
  onChange: (value: T) => void;
  disabled?: boolean;
  error?: string;
  /** Grid columns of the tiles, e.g. `grid-cols-2 sm:grid-cols-3`. */
  columns: string;
}

/** A required choice among fixed values, as a radio group laid out as tiles. */
export function RadioTiles<T extends string>(props: RadioTilesProps<T>) {
  const { legend, name, options, labels, descriptions, hint, value, onChange, error, columns } =
    props;
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="grid gap-2"
      disabled={props.disabled}
      aria-describedby={described || undefined}
    >
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        {legend}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => {
          const description = descriptions?.[option];
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                description ? 'gap-3' : 'items-center font-medium',
                value === option && 'border-primary bg-primary/10',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                // With a description, the name is the label alone and the sentence describes it.
                aria-labelledby={description ? `${name}-${option}-label` : undefined}
                aria-describedby={description ? `${name}-${option}-help` : undefined}
                onChange={() => onChange(option)}
                className={cn('size-4 shrink-0 accent-[var(--primary)]', description && 'mt-0.5')}
              />
              {description ? (
                <span className="grid gap-1">
                  <span id={`${name}-${option}-label`} className="font-medium">
                    {labels[option]}
                  </span>
                  <span id={`${name}-${option}-help`} className="text-xs text-muted-foreground">
                    {description}
                  </span>
                </span>
              ) : (
                labels[option]
              )}
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
