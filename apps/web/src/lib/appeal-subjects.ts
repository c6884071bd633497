import type { Appealable } from '@panel/contract/api/appeals';
import { appealSubjectKinds, type AppealSubjectKind } from '@panel/contract/api/appeal-values';
import { pagePath } from '@panel/contract/routes';
import { formatDate, formatDateTimeBrasilia } from './format-date';

/**
 * How /apelacao and "Minha Conta" speak of what a member may appeal
 * (docs/decisions/2026-12-05-appeals.md): the subject in the address, and the sentences that
 * say how many appeals are left and why one cannot be sent now.
 */

export interface AppealSubjectRef {
  kind: AppealSubjectKind;
  id: string;
}

/** `blacklist:12`: the subject as `?subject=` of /apelacao writes it. */
export function appealSubjectKey({ kind, id }: AppealSubjectRef): string {
  return `${kind}:${id}`;
}

/** The subject `?subject=` names, or null when it names none. */
export function parseAppealSubjectKey(value: string | null | undefined): AppealSubjectRef | null {
  const match = /^([a-z]+):([1-9]\d{0,14})$/.exec(value?.trim() ?? '');
  const kind = appealSubjectKinds.find((known) => known === match?.[1]);
  return kind && match?.[2] ? { kind, id: match[2] } : null;
}

/** /apelacao, opened on this subject's questions when it is given. */
export function appealHref(subject?: AppealSubjectRef): string {
  const path = pagePath('appealForm');
  // A kind and a numeric id: nothing in the key needs escaping.
  return subject ? `${path}?subject=${appealSubjectKey(subject)}` : path;
}

/** "1 de 3 apelações usadas". */
export function appealsUsedText({ appealsUsed, appealsAllowed }: Appealable): string {
  return `${appealsUsed} de ${appealsAllowed} ${appealsAllowed === 1 ? 'apelação usada' : 'apelações usadas'}`;
}

/** When the decision was taken: "Na blacklist desde 20/11/2026", "Reprovada em 20/11/2026". */
export function appealDecidedText({ kind, decidedAt }: Appealable): string {
  return kind === 'blacklist'
    ? `Na blacklist desde ${formatDate(decidedAt)}`
    : `Reprovada em ${formatDate(decidedAt)}`;
}

/** A temporary blacklist entry's end, or null for one without. */
export function appealExpiresText({ expiresAt }: Appealable): string | null {
  return expiresAt
    ? `Blacklist temporária: termina em ${formatDateTimeBrasilia(expiresAt)} (horário de Brasília).`
    : null;
}

/** Why the member may not appeal the subject now; null when they may. */
export function appealBlockedText(subject: Appealable): string | null {
  switch (subject.blocked) {
    case null:
      return null;
    case 'pending':
      return 'Sua apelação está em análise.';
    case 'limit':
      return subject.appealsAllowed === 1
        ? 'Você já usou a apelação permitida para esta decisão.'
        : `Você já usou as ${subject.appealsAllowed} apelações permitidas para esta decisão.`;
    case 'cooldown':
      return subject.nextAt
        ? `Você poderá apelar de novo a partir de ${formatDateTimeBrasilia(subject.nextAt)} (horário de Brasília).`
        : 'Você poderá apelar de novo depois do prazo de espera.';
    case 'closed':
      return 'As apelações estão fechadas no momento.';
  }
}
