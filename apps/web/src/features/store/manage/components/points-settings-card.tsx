import { LoaderCircle, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { storeLimits, updateStoreSettingsBodySchema } from '@panel/contract/api/store';
import { FormField } from '@/components/form-field';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NumberInput } from '@/components/ui/number-input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useStoreSettings, useUpdateStoreSettings } from '../api/store-settings';

/** The field over the saved value: what is typed, or the saved value until something is. */
function PointsPerMinuteForm({ saved, canManage }: { saved: number; canManage: boolean }) {
  const update = useUpdateStoreSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = typed ?? String(saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateStoreSettingsBodySchema.safeParse({
      pointsPerMinute: value.trim() ? Number(value) : Number.NaN,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Valor inválido.');
      document.getElementById('store-pointsPerMinute')?.focus();
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => setTyped(null),
      onError: (failure) =>
        setError(
          isApiError(failure) ? (failure.issues?.[0]?.message ?? failure.message) : failure.message,
        ),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        id="store-pointsPerMinute"
        label="Pontos por minuto em call"
        required
        hint="Vale para os minutos contados a partir de agora. 0 para não dar pontos por tempo em call."
        error={error ?? undefined}
      >
        {(a11y) => (
          <NumberInput
            {...a11y}
            min={0}
            max={storeLimits.pointsPerMinuteMax}
            value={value}
            readOnly={!canManage}
            className="sm:max-w-40"
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      {canManage ? (
        <Button
          type="submit"
          className="w-full sm:w-fit"
          disabled={update.isPending || typed === null}
        >
          {update.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Salvar
        </Button>
      ) : null}
    </form>
  );
}

/** How many points a counted minute in voice earns. */
export function PointsSettingsCard({ canManage }: { canManage: boolean }) {
  const settings = useStoreSettings();
  let content;
  if (settings.isPending) {
    content = <Skeleton className="h-16 w-full max-w-sm" />;
  } else if (settings.isError) {
    content = (
      <ErrorState
        message="Erro ao carregar as configurações da loja."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  } else {
    content = <PointsPerMinuteForm saved={settings.data.pointsPerMinute} canManage={canManage} />;
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pontos por tempo em call</CardTitle>
        <CardDescription>
          Os membros ganham pontos pelos minutos em call que contam, conforme as regras de
          Configurações do bot.
        </CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
