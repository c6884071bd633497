import type { FormEvent } from 'react';
import { LoaderCircle, Save, Undo2 } from 'lucide-react';
import { appealLimitBounds, type AppealLimits } from '@panel/contract/api/appeals';
import { FormField } from '@/components/form-field';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberInput } from '@/components/ui/number-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppealLimits } from '../api/get-appeal-limits';
import type { AppealLimitsField } from '../appeal-limits-values';
import { appealLimitsFieldId, useAppealLimitsForm } from '../use-appeal-limits-form';

const fields: readonly { field: AppealLimitsField; label: string; hint: string }[] = [
  {
    field: 'cooldownDays',
    label: 'Espera após reprovação (dias)',
    hint: `De ${appealLimitBounds.cooldownDays.min} a ${appealLimitBounds.cooldownDays.max}. Com 0, o membro pode apelar de novo logo depois.`,
  },
  {
    field: 'perSubject',
    label: 'Apelações por assunto',
    hint: `De ${appealLimitBounds.perSubject.min} a ${appealLimitBounds.perSubject.max}. Quantas vezes um membro pode apelar da mesma blacklist ou whitelist reprovada.`,
  },
];

/** Both limits over the saved values; "Salvar limites" sends them. */
function AppealLimitsForm({ saved, canManage }: { saved: AppealLimits; canManage: boolean }) {
  const form = useAppealLimitsForm(saved);
  const { shown, errors, set } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canManage && form.changed && !form.saving) form.save();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ field, label, hint }) => {
          const { min, max } = appealLimitBounds[field];
          return (
            <FormField
              key={field}
              id={appealLimitsFieldId(field)}
              label={label}
              required
              hint={hint}
              error={errors[field]}
            >
              {(a11y) => (
                <NumberInput
                  {...a11y}
                  min={min}
                  max={max}
                  value={shown[field]}
                  readOnly={!canManage}
                  disabled={form.saving}
                  className="w-24"
                  onChange={(event) => set({ [field]: event.target.value })}
                />
              )}
            </FormField>
          );
        })}
      </div>
      {canManage ? (
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          {form.changed ? (
            <Button type="button" variant="ghost" disabled={form.saving} onClick={form.undo}>
              <Undo2 aria-hidden="true" />
              Desfazer
            </Button>
          ) : null}
          <Button type="submit" disabled={!form.changed || form.saving} aria-busy={form.saving}>
            {form.saving ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {form.saving ? 'Salvando...' : 'Salvar limites'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * "Limites das apelações": how long a member waits after a rejected appeal before appealing the
 * same subject again, and how many appeals a subject allows.
 */
export function AppealLimitsCard({ canManage }: { canManage: boolean }) {
  const limits = useAppealLimits();
  const headingId = 'appeal-limits-heading';

  let content;
  if (limits.isPending) {
    content = (
      <div
        className="grid gap-3 sm:grid-cols-2"
        aria-busy="true"
        aria-label="Carregando os limites"
      >
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (limits.isError) {
    content = (
      <ErrorState
        message="Erro ao carregar os limites das apelações."
        onRetry={() => void limits.refetch()}
        retrying={limits.isFetching}
      />
    );
  } else {
    content = <AppealLimitsForm saved={limits.data} canManage={canManage} />;
  }

  return (
    <Card className="gap-4 py-5" role="region" aria-labelledby={headingId}>
      <CardHeader className="px-5">
        <CardTitle id={headingId}>Limites das apelações</CardTitle>
        <CardDescription>
          Cada blacklist ou whitelist reprovada aceita poucas apelações, com uma espera entre uma
          reprovada e a próxima.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">{content}</CardContent>
    </Card>
  );
}
