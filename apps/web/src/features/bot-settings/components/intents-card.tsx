import { AlertTriangle } from 'lucide-react';
import { privilegedIntentLabels, type BotInfo } from '@panel/contract/api/bot-settings';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The privileged intents of the bot's application; a needed one turned off is a problem. */
export function IntentsCard({ intents }: { intents: BotInfo['intents'] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Intents privilegiadas</CardTitle>
        <CardDescription>
          Ativadas no Discord Developer Portal, em Bot › Privileged Gateway Intents.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {intents.length === 0 ? (
          <p className="text-sm text-muted-foreground">O bot ainda não informou as intents.</p>
        ) : (
          <ul aria-label="Intents privilegiadas" className="grid gap-2">
            {intents.map(({ key, enabled, required }) => {
              const problem = required && !enabled;
              return (
                <li
                  key={key}
                  className={cn(
                    'grid gap-1 rounded-lg border px-3 py-2',
                    problem && 'border-destructive/40 bg-destructive/5',
                  )}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-medium">{privilegedIntentLabels[key]}</span>
                    <span className="flex items-center gap-2">
                      {required ? (
                        <span className="text-xs text-muted-foreground">Necessária</span>
                      ) : null}
                      <Badge variant={enabled ? 'success' : 'outline'}>
                        {enabled ? 'Ativada' : 'Desativada'}
                      </Badge>
                    </span>
                  </div>
                  {problem ? (
                    <p className="flex items-start gap-1.5 text-xs text-destructive">
                      <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />O
                      painel precisa desta intent: ative-a no Developer Portal e reinicie o bot.
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
