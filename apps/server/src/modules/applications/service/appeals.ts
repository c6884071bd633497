import type {
  AppealBlock,
  AppealSubjectKind,
  Appealable,
  MyAppeal,
  MyAppeals,
} from '@panel/contract/api/appeals';
import type { Executor } from '../../../db/client';
import type { StoredAppeal } from '../../../db/schema/applications';
import { conflict } from '../../../http/errors';
import { formatDateTimePtBr } from '../../../http/format-date';
import { appealableEntry } from '../../blacklist';
import { isOpenAt, readAppealLimits, readFormSettings } from '../../forms';
import { toMyApplication, type ApplicationRow } from '../present';
import { findMemberAppeals } from '../repository/appeals';
import { findLatestApplication } from '../repository/entries';

// What a member may appeal, and the limits on it (docs/decisions/2026-12-05-appeals.md): an
// active blacklist entry, or the member's latest whitelist when it was rejected; one open appeal
// at a time (the pending index holds it), at most `perSubject` about one decision, and
// `cooldownDays` after a rejected one.

const dayMs = 24 * 60 * 60 * 1000;

/** Something the member may appeal, as it stands now, before its limits. */
interface Subject {
  kind: AppealSubjectKind;
  id: number;
  reason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  expiresAt: Date | null;
  evidenceCount: number;
  /** The rejected whitelist's decision, put back if the appeal's approval is undone. */
  original: StoredAppeal['original'];
}

async function subjectsOf(db: Executor, userId: string, now: Date): Promise<Subject[]> {
  const [entry, whitelist] = await Promise.all([
    appealableEntry(db, userId, now),
    findLatestApplication(db, { form: 'whitelist', userId }),
  ]);
  const subjects: Subject[] = [];
  if (entry) {
    subjects.push({
      kind: 'blacklist',
      id: entry.id,
      reason: entry.reason,
      decidedAt: entry.createdAt,
      decidedBy: entry.addedByName,
      expiresAt: entry.expiresAt,
      evidenceCount: entry.evidenceCount,
      original: null,
    });
  }
  if (whitelist?.status === 'rejected') {
    subjects.push({
      kind: 'whitelist',
      id: whitelist.id,
      reason: whitelist.decisionReason,
      decidedAt: whitelist.decidedAt,
      decidedBy: whitelist.decidedByName,
      expiresAt: null,
      evidenceCount: 0,
      original: {
        decidedAt: whitelist.decidedAt?.toISOString() ?? null,
        decidedById: whitelist.decidedById,
        decidedByName: whitelist.decidedByName,
        decisionReason: whitelist.decisionReason,
        decisionRequestId: whitelist.decisionRequestId,
        decidedVia: whitelist.decidedVia,
      },
    });
  }
  return subjects;
}

interface Limits {
  cooldownDays: number;
  perSubject: number;
  open: boolean;
}

/** Where a subject stands with its limits, given the member's appeals (newest first). */
function standingOf(
  subject: Subject,
  appeals: readonly ApplicationRow[],
  limits: Limits,
  now: Date,
) {
  const about = appeals.filter(
    (row) => row.appealKind === subject.kind && row.appealSubjectId === subject.id,
  );
  const lastRejected = about.find((row) => row.status === 'rejected')?.decidedAt ?? null;
  const nextAt = lastRejected
    ? new Date(lastRejected.getTime() + limits.cooldownDays * dayMs)
    : null;
  let blocked: AppealBlock | null = null;
  if (appeals.some((row) => row.status === 'pending')) blocked = 'pending';
  else if (about.length >= limits.perSubject) blocked = 'limit';
  else if (nextAt && nextAt > now) blocked = 'cooldown';
  else if (!limits.open) blocked = 'closed';
  return { used: about.length, blocked, nextAt: blocked === 'cooldown' ? nextAt : null };
}

async function limitsOf(db: Executor, now: Date): Promise<Limits> {
  const [limits, settings] = await Promise.all([
    readAppealLimits(db),
    readFormSettings(db, 'appeal'),
  ]);
  return { ...limits, open: isOpenAt(settings, now) };
}

/** From when a rejected appeal's member may appeal that decision again; none after the last. */
export function appealAgainAt(
  row: ApplicationRow,
  limits: { cooldownDays: number; perSubject: number },
): Date | null {
  if (row.status !== 'rejected' || !row.decidedAt || !row.appeal) return null;
  if (row.appeal.attempt >= limits.perSubject) return null;
  return new Date(row.decidedAt.getTime() + limits.cooldownDays * dayMs);
}

function toMyAppeal(
  row: ApplicationRow,
  limits: { cooldownDays: number; perSubject: number },
  now: Date,
): MyAppeal {
  const again = appealAgainAt(row, limits);
  return {
    ...toMyApplication(row, 0),
    reapplyAt: again && again > now ? again.toISOString() : null,
    subjectKind: row.appealKind ?? 'blacklist',
  };
}

/** The member's page: what they may appeal, and the appeals they sent. */
export async function readMyAppeals(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<MyAppeals> {
  const [subjects, appeals, limits] = await Promise.all([
    subjectsOf(db, userId, now),
    findMemberAppeals(db, userId),
    limitsOf(db, now),
  ]);
  const appealable = subjects.map((subject): Appealable => {
    const standing = standingOf(subject, appeals, limits, now);
    return {
      kind: subject.kind,
      id: String(subject.id),
      reason: subject.reason,
      decidedAt: (subject.decidedAt ?? now).toISOString(),
      expiresAt: subject.expiresAt?.toISOString() ?? null,
      appealsUsed: standing.used,
      appealsAllowed: limits.perSubject,
      blocked: standing.blocked,
      nextAt: standing.nextAt?.toISOString() ?? null,
    };
  });
  return { appealable, appeals: appeals.map((row) => toMyAppeal(row, limits, now)) };
}

/**
 * The subject of a new appeal, checked against its limits (the form's being open is checked by
 * the submission), as the appeal keeps it; each refusal says why and until when.
 */
export async function checkAppeal(
  tx: Executor,
  userId: string,
  wanted: { kind: AppealSubjectKind; id: number },
  now: Date,
): Promise<StoredAppeal> {
  const [subjects, appeals, limits] = await Promise.all([
    subjectsOf(tx, userId, now),
    findMemberAppeals(tx, userId),
    limitsOf(tx, now),
  ]);
  const subject = subjects.find((item) => item.kind === wanted.kind && item.id === wanted.id);
  if (!subject) {
    throw conflict(
      wanted.kind === 'blacklist'
        ? 'Não há o que contestar: esta entrada da blacklist não está mais ativa ou não é sua.'
        : 'Não há o que contestar: esta não é a sua última solicitação de whitelist reprovada.',
    );
  }
  const standing = standingOf(subject, appeals, { ...limits, open: true }, now);
  if (standing.blocked === 'pending') {
    throw conflict('Você já tem uma apelação em análise. Aguarde a resposta da equipe.');
  }
  if (standing.blocked === 'limit') {
    throw conflict(`Você já usou as ${limits.perSubject} apelações permitidas para esta decisão.`);
  }
  if (standing.blocked === 'cooldown' && standing.nextAt) {
    throw conflict(
      `Sua última apelação foi reprovada. Você poderá apelar de novo a partir de ${formatDateTimePtBr(standing.nextAt)} (horário de Brasília).`,
    );
  }
  return {
    kind: subject.kind,
    id: subject.id,
    reason: subject.reason,
    decidedAt: subject.decidedAt?.toISOString() ?? null,
    decidedBy: subject.decidedBy,
    expiresAt: subject.expiresAt?.toISOString() ?? null,
    evidenceCount: subject.evidenceCount,
    attempt: standing.used + 1,
    appealsAllowed: limits.perSubject,
    original: subject.original,
  };
}
