import { Gavel } from 'lucide-react';
import { Link } from 'wouter';
import type { ApplicationStatus } from '@panel/contract/api/application-values';
import type { Appealable, MyAppeal, MyAppeals } from '@panel/contract/api/appeals';
import { appealSubjectLabels } from '@panel/contract/api/appeal-values';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  appealBlockedText,
  appealDecidedText,
  appealHref,
  appealSubjectKey,
  appealsUsedText,
} from '@/lib/appeal-subjects';
import { formatDateTime } from '@/lib/format-date';

const statusLabels: Record<ApplicationStatus, string> = {
  pending: 'Em análise',
  approved: 'Aprovada',
  rejected: 'Reprovada',
  revoked: 'Revogada',
};

const statusVariant = {
  pending: 'warning',
  approved: 'success',
  rejected: 'outline',
  revoked: 'destructive',
} as const;

function AppealableItem({ subject }: { subject: Appealable }) {
  const blocked = appealBlockedText(subject);
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{appealSubjectLabels[subject.kind]}</span>
        <Badge variant="outline">{appealsUsedText(subject)}</Badge>
      </div>
      <p className="text-sm wrap-anywhere">
        <span className="font-medium">Motivo: </span>
        {subject.reason ?? 'A equipe não informou um motivo.'}
      </p>
      <p className="text-xs text-muted-foreground">{appealDecidedText(subject)}</p>
      {blocked ? (
        <p className="text-sm text-muted-foreground">{blocked}</p>
      ) : (
        <Button asChild size="sm" className="justify-self-start">
          <Link to={appealHref(subject)}>
            <Gavel aria-hidden="true" />
            Apelar
          </Link>
        </Button>
      )}
    </li>
  );
}

function AppealItem({ appeal }: { appeal: MyAppeal }) {
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Apelação: {appealSubjectLabels[appeal.subjectKind]}</span>
        <Badge variant={statusVariant[appeal.status]}>{statusLabels[appeal.status]}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        Enviada em {formatDateTime(appeal.createdAt)}
        {appeal.decidedAt ? ` · decidida em ${formatDateTime(appeal.decidedAt)}` : ''}
      </p>
      {appeal.status === 'rejected' ? (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm wrap-anywhere">
          <span className="font-medium">Motivo: </span>
          {appeal.decisionReason ?? 'A equipe não informou um motivo.'}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Apelações" in Minha Conta: the decisions the member may contest, each with the way to
 * /apelacao or why not now, and the appeals they sent (docs/decisions/2026-12-05-appeals.md).
 */
export function MyAppealsCard({ appeals }: { appeals: MyAppeals }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Apelações</CardTitle>
        <CardDescription>
          Discorda de uma decisão da equipe? Veja o que você pode contestar e as apelações que
          enviou.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {appeals.appealable.length > 0 ? (
          <section aria-labelledby="appealable-heading" className="grid gap-3">
            <h3 id="appealable-heading" className="text-sm font-semibold">
              O que você pode contestar
            </h3>
            <ul aria-label="O que você pode contestar" className="divide-y">
              {appeals.appealable.map((subject) => (
                <AppealableItem key={appealSubjectKey(subject)} subject={subject} />
              ))}
            </ul>
          </section>
        ) : null}
        {appeals.appeals.length > 0 ? (
          <section aria-labelledby="my-appeals-heading" className="grid gap-3">
            <h3 id="my-appeals-heading" className="text-sm font-semibold">
              Apelações enviadas
            </h3>
            <ul aria-label="Apelações enviadas" className="divide-y">
              {appeals.appeals.map((appeal) => (
                <AppealItem key={appeal.id} appeal={appeal} />
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
