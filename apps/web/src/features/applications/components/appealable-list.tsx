import { Gavel, Info } from 'lucide-react';
import type { Appealable } from '@panel/contract/api/appeals';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { appealBlockedText, appealSubjectKey } from '@/lib/appeal-subjects';
import { AppealableCard } from './appealable-card';

interface AppealableListProps {
  subjects: readonly Appealable[];
  description: string;
  /** `?subject=` named a decision that is not among these. */
  unknownSubject: boolean;
  onAppeal: (subject: Appealable) => void;
}

/** Every decision the member may contest, each with "Apelar" or why it cannot be contested now. */
export function AppealableList({
  subjects,
  description,
  unknownSubject,
  onAppeal,
}: AppealableListProps) {
  return (
    <Card className="gap-5">
      <CardHeader className="gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Apelação</h1>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {unknownSubject ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Essa decisão não está entre as que você pode contestar. Veja abaixo o que você pode
            contestar.
          </p>
        ) : null}
        {subjects.map((subject) => {
          const blocked = appealBlockedText(subject);
          return (
            <AppealableCard key={appealSubjectKey(subject)} subject={subject}>
              {blocked ? (
                <p className="rounded-lg border bg-muted/40 p-3 text-sm">{blocked}</p>
              ) : (
                <Button className="justify-self-start" onClick={() => onAppeal(subject)}>
                  <Gavel aria-hidden="true" />
                  Apelar
                </Button>
              )}
            </AppealableCard>
          );
        })}
      </CardContent>
    </Card>
  );
}
