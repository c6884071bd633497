import { useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, Plus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { tokenLength } from '@panel/contract/api/tokens';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsFromIssues } from '@/lib/field-errors';
import { useCreateToken } from '../api/create-token';
import {
  checkTokenForm,
  defaultExpiryDays,
  newTokenForm,
  tokenFields,
  type TokenField,
  type TokenFieldErrors,
  type TokenFormValues,
} from '../token-form';
import { DateTimeField } from '@/components/date-time-field';
import { TokenTypeField } from './token-type-field';
import { FormField } from '@/components/form-field';
import {
  choiceId,
  emptyMemberChoice,
  MemberPicker,
  type MemberChoice,
} from '@/components/member-picker';
import { RolePicker } from '@/components/role-picker';
import { TokenInput } from './token-input';

const fieldOrder: TokenField[] = ['token', 'maxUses', 'expiresAt', 'discordId', 'discordRole'];

export function CreateTokenForm() {
  const create = useCreateToken();
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TokenFormValues>(() => newTokenForm());
  const [errors, setErrors] = useState<TokenFieldErrors>({});
  // The member the code is for, as the picker holds it; `values.discordId` is its id.
  const [member, setMember] = useState<MemberChoice>(emptyMemberChoice);
  // The code "Gerar" drew: while the field still holds it, it is redeemed in any case.
  const [drawn, setDrawn] = useState<string | null>(null);
  const generated = drawn !== null && values.token.trim() === drawn;

  function change(field: TokenField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: TokenFieldErrors) {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#code-${first}`)?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkTokenForm(values, new Date(), { generated });
    if (!check.ok) {
      if (check.toast) toast.error(check.toast.title, { description: check.toast.description });
      showErrors(check.errors);
      return;
    }
    create.mutate(check.body, {
      onSuccess: () => navigate('/codes'),
      onError: (error) => {
        if (!isApiError(error)) return;
        // A taken code answers 409 without issues: its reason belongs under the code field.
        if (error.status === 409) showErrors({ token: error.message });
        else showErrors(fieldErrorsFromIssues(tokenFields, error.issues));
      },
    });
  }

  const text = (field: TokenField) => ({
    value: values[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Novo código" className="grid gap-6">
      {/* Code, uses and expiry side by side where there is room; the code alone above otherwise. */}
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-[minmax(0,5fr)_minmax(0,3fr)_minmax(0,4fr)]">
        <FormField
          id="code-token"
          className="sm:col-span-2 xl:col-span-1"
          label="Código"
          required
          hint={
            generated
              ? 'Gerado pelo painel, sem caracteres parecidos: vale em maiúsculas ou minúsculas.'
              : `${tokenLength} letras ou números; maiúsculas e minúsculas contam.`
          }
          error={errors.token}
        >
          {(a11y) => (
            <TokenInput
              {...a11y}
              value={values.token}
              onChange={(value) => change('token', value)}
              onDraw={(token) => {
                setDrawn(token);
                change('token', token);
              }}
            />
          )}
        </FormField>
        <FormField id="code-maxUses" label="Quantidade de usos" required error={errors.maxUses}>
          {(a11y) => <NumberInput {...a11y} {...text('maxUses')} min={1} />}
        </FormField>
        <FormField
          id="code-expiresAt"
          label="Data de expiração"
          required
          hint={`Sugestão: ${defaultExpiryDays} dias, até as 23:59. No seu fuso horário.`}
          error={errors.expiresAt}
        >
          {(a11y) => (
            <DateTimeField
              {...a11y}
              value={values.expiresAt}
              onChange={(value) => change('expiresAt', value)}
              timeLabel="Hora da expiração"
              min={new Date()}
            />
          )}
        </FormField>
      </div>
      <TokenTypeField
        value={values.type}
        onChange={(type) => setValues((current) => ({ ...current, type }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <MemberPicker
            id="code-discordId"
            label="Membro no Discord (opcional)"
            value={member}
            error={errors.discordId ?? null}
            onChange={(next) => {
              setMember(next);
              change('discordId', choiceId(next));
            }}
            hint="Só este membro poderá resgatar o código. Em branco, qualquer membro pode."
          />
        </div>
        <FormField
          id="code-discordRole"
          label="Cargo no Discord"
          hint="Cargo dado a quem resgatar o código."
          error={errors.discordRole}
        >
          {(a11y) => (
            <RolePicker
              id={a11y.id}
              label="Cargo no Discord"
              value={values.discordRole}
              onChange={(role) => change('discordRole', role)}
              describedBy={a11y['aria-describedby']}
              invalid={a11y['aria-invalid']}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link to="/codes">
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Link>
        </Button>
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" />
          {create.isPending ? 'Criando...' : 'Criar código'}
        </Button>
      </div>
    </form>
  );
}
