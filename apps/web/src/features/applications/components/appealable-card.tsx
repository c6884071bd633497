import type { ReactNode } from 'react';
import { Ban, ListX, type LucideIcon } from 'lucide-react';
import type { Appealable } from '@panel/contract/api/appeals';
import { appealSubjectLabels, type AppealSubjectKind } from '@panel/contract/api/appeal-values';
import { Badge } from '@/components/ui/badge';
import {
  appealDecidedText,
  appealExpiresText,
  appealSubjectKey,
  appealsUsedText,
} from '@/lib/appeal-subjects';

const icons: Record<AppealSubjectKind, LucideIcon> = { blacklist: Ban, whitelist: ListX };

interface AppealableCardProps {
  subject: Appealable;
  /** What the member can do about it: "Apelar", or why not now. */
  children?: ReactNode;
}

/** A decision the member may contest: what it is, why it was taken, and the appeals left. */
export function AppealableCard({ subject, children }: AppealableCardProps) {
  const Icon = icons[subject.kind];
  const label = appealSubjectLabels[subject.kind];
  const expires = appealExpiresText(subject);
  const headingId = `appeal-subject-${appealSubjectKey(subject).replace(':', '-')}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <h2 id={headingId} className="font-medium">
          {label}
        </h2>
        <Badge variant="outline">{appealsUsedText(subject)}</Badge>
      </div>
      <div className="grid gap-1 text-sm">
        <p className="wrap-anywhere">
          <span className="font-medium">Motivo: </span>
          {subject.reason ?? 'A equipe não informou um motivo.'}
        </p>
        <p className="text-muted-foreground">{appealDecidedText(subject)}</p>
        {expires ? <p className="text-muted-foreground">{expires}</p> : null}
      </div>
      {children}
    </section>
  );
}
