import { callRuleLabels, type CallRules } from '@panel/contract/api/calls';
import { ErrorState } from '@/components/error-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useCan } from '@/lib/use-can';
import { useCallRules } from '../api/get-call-rules';
import { useUpdateCallRules } from '../api/update-call-rules';

const ruleKeys = Object.keys(callRuleLabels) as (keyof CallRules)[];

/** "Tempo em call": what time in voice counts for points, each rule saved as it is flipped. */
export function CallRulesCard({ className }: { className?: string }) {
  const rules = useCallRules();
  const update = useUpdateCallRules();
  const canManage = useCan('manage_bot_settings');
  // The flipped switch shows its new state while the save is in flight.
  const shown =
    rules.data && update.isPending ? { ...rules.data, ...update.variables } : rules.data;

  let content;
  if (rules.isPending) {
    content = <Skeleton className="h-24 w-full" />;
  } else if (!shown) {
    content = (
      <ErrorState
        message="Erro ao carregar as regras de contagem."
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  } else {
    content = (
      <ul className="grid gap-3">
        {ruleKeys.map((key) => (
          <li key={key} className="flex items-center gap-3">
            <Switch
              id={`call-rule-${key}`}
              checked={shown[key]}
              disabled={!canManage || update.isPending}
              onCheckedChange={(checked) => update.mutate({ [key]: checked })}
            />
            <Label htmlFor={`call-rule-${key}`} className="font-normal">
              {callRuleLabels[key]}
            </Label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Tempo em call</CardTitle>
        <CardDescription>
          O ranking conta todo o tempo fora do canal AFK; estas regras decidem o tempo que vale
          pontos.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {content}
        {canManage || !rules.data ? null : (
          <p className="text-sm text-muted-foreground">
            Você pode ver as regras, mas não alterá-las.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
