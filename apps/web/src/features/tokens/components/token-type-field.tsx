import { creatableTokenTypes, tokenTypeLabels } from '@panel/contract/api/tokens';
import { cn } from '@/lib/cn';
import type { CreatableTokenType } from '../token-form';

/** What each kind does when redeemed (docs/decisions/2026-11-23-codes-and-redemption.md), so staff pick the right one. */
export const tokenTypeHelp: Record<CreatableTokenType, string> = {
  allowlist: 'Aprova a whitelist de quem resgatar, mesmo sem ter enviado o formulário.',
  skip: 'Aprova a solicitação de whitelist pendente de quem resgatar (é preciso já ter enviado a whitelist).',
  invite: 'Só dá o cargo do Discord informado abaixo, sem mexer na whitelist.',
};

interface TokenTypeFieldProps {
  value: CreatableTokenType;
  onChange: (type: CreatableTokenType) => void;
}

export function TokenTypeField({ value, onChange }: TokenTypeFieldProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        Tipo
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid gap-2 md:grid-cols-3">
        {creatableTokenTypes.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === type && 'border-primary bg-primary/10',
            )}
          >
            <input
              type="radio"
              name="code-type"
              value={type}
              checked={value === type}
              // The name is the type alone; what it does is read as its description.
              aria-labelledby={`code-type-${type}-label`}
              aria-describedby={`code-type-${type}-help`}
              onChange={() => onChange(type)}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className="grid gap-1">
              <span id={`code-type-${type}-label`} className="font-medium">
                {tokenTypeLabels[type]}
              </span>
              <span id={`code-type-${type}-help`} className="text-xs text-muted-foreground">
                {tokenTypeHelp[type]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
