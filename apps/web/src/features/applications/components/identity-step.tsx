import { identityLimits } from '../public-form-limits';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { FieldErrors } from '../validate-answers';
import type { IdentityFields } from '../validate-identity';

interface IdentityStepProps {
  fields: IdentityFields;
  errors: FieldErrors;
  onChange: (name: keyof IdentityFields, value: string) => void;
}

const inputs: {
  name: keyof IdentityFields;
  label: string;
  placeholder: string;
  hint?: string;
  required: boolean;
}[] = [
  {
    name: 'discordUsername',
    label: 'Usuário do Discord',
    placeholder: 'seu.usuario',
    hint: 'Preenchido com a sua conta do Discord quando você já entrou.',
    required: true,
  },
  { name: 'walletAddress', label: 'Endereço da carteira', placeholder: '0x...', required: true },
  {
    name: 'socialMedia',
    label: 'Rede social',
    placeholder: 'https://instagram.com/seu.perfil',
    required: false,
  },
];

export function IdentityStep({ fields, errors, onChange }: IdentityStepProps) {
  return (
    <div className="grid gap-5">
      {inputs.map((input) => {
        const id = `identity-${input.name}`;
        const error = errors[input.name];
        return (
          <div key={input.name} className="grid gap-2">
            <Label htmlFor={id}>
              {input.label}
              {input.required ? (
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              ) : (
                <span className="font-normal text-muted-foreground">(opcional)</span>
              )}
            </Label>
            <Input
              id={id}
              value={fields[input.name]}
              placeholder={input.placeholder}
              maxLength={identityLimits[input.name]}
              required={input.required}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : input.hint ? `${id}-hint` : undefined}
              onChange={(event) => onChange(input.name, event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="text-xs text-destructive">
                {error}
              </p>
            ) : input.hint ? (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {input.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
