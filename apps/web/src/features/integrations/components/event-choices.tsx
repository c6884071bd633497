import { useEffect, useRef } from 'react';
import {
  webhookEventLabels,
  webhookEventTypes,
  type WebhookEventType,
} from '@panel/contract/api/webhooks';
import { cn } from '@/lib/cn';
import { eventsOfGroup, sortEvents, webhookEventGroups } from '../webhook-form';

const tileClass =
  'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50';
const boxClass = 'mt-0.5 size-4 shrink-0 accent-[var(--primary)]';

interface EventChoicesProps {
  /** Tells the ids of two forms on one page apart. */
  name: string;
  value: readonly WebhookEventType[];
  onChange: (value: WebhookEventType[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** "Todos os eventos": ticked, unticked, or half (read as "mixed") when only some are. */
function AllEvents({ value, onChange }: Pick<EventChoicesProps, 'value' | 'onChange'>) {
  const box = useRef<HTMLInputElement>(null);
  const all = value.length === webhookEventTypes.length;
  const some = value.length > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <label
      className={cn(tileClass, 'items-center font-medium', all && 'border-primary bg-primary/10')}
    >
      <input
        ref={box}
        type="checkbox"
        checked={all}
        onChange={() => onChange(all ? [] : [...webhookEventTypes])}
        className={cn(boxClass, 'mt-0')}
      />
      Todos os eventos
    </label>
  );
}

/** The events a webhook receives: one tile each, grouped by area, with "Todos" above. */
export function EventChoices({ name, value, onChange, disabled, error }: EventChoicesProps) {
  const errorId = `${name}-error`;
  const toggle = (type: WebhookEventType) =>
    onChange(
      sortEvents(value.includes(type) ? value.filter((item) => item !== type) : [...value, type]),
    );
  return (
    <fieldset
      className="grid min-w-0 gap-3"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        Eventos
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      {/* Above the fourteen tiles, where the submit button's refusal is seen. */}
      {error ? (
        <p id={errorId} className="-mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
      <AllEvents value={value} onChange={onChange} />
      {webhookEventGroups.map((group) => (
        <fieldset key={group} className="grid min-w-0 gap-2">
          <legend className="mb-1 text-xs font-medium text-muted-foreground">{group}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {eventsOfGroup(group).map((type) => {
              const checked = value.includes(type);
              return (
                <label
                  key={type}
                  className={cn(tileClass, checked && 'border-primary bg-primary/10')}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    aria-labelledby={`${name}-${type}-label`}
                    aria-describedby={`${name}-${type}-help`}
                    onChange={() => toggle(type)}
                    className={boxClass}
                  />
                  <span className="grid min-w-0 content-start gap-1">
                    <span id={`${name}-${type}-label`} className="font-medium">
                      {webhookEventLabels[type]}
                    </span>
                    <span
                      id={`${name}-${type}-help`}
                      className="font-mono text-xs text-muted-foreground wrap-anywhere"
                    >
                      {type}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
