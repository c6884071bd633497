import type { ApplicationStatus } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Executor } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import { listQuestionRows } from '../../forms';
import { csvBom, csvLine } from '../../../http/csv';
import { toApplication, type ApplicationRow } from '../present';
import {
  findAnsweredQuestions,
  findApplicationBatch,
  type ApplicationFilter,
} from '../repository/search';

const batchSize = 1000;

/** One column per current question (answers matched by id, then by text), then the rest. */
async function questionColumns(db: Executor, form: FormType, filter: ApplicationFilter) {
  const questions = await listQuestionRows(db, form);
  const columnOfId = new Map(questions.map((question, index) => [String(question.id), index]));
  const texts = questions.map((question) => question.text);
  for (const row of await findAnsweredQuestions(db, form, filter)) {
    const known = row.question_id !== null && columnOfId.has(row.question_id);
    if (!known && !texts.includes(row.question)) texts.push(row.question);
  }
  const columnOf = (questionId: string | null, question: string) =>
    (questionId !== null ? columnOfId.get(questionId) : undefined) ?? texts.indexOf(question);
  return { texts, columnOf };
}

const fixedColumns: Record<FormType, readonly string[]> = {
  whitelist: [
    'id',
    'userId',
    'username',
    'status',
    'createdAt',
    'decidedAt',
    'decidedBy',
    'decisionReason',
    'score',
    'triage',
    'discordUsername',
    'walletAddress',
    'socialMedia',
  ],
  insertion: [
    'id',
    'userId',
    'username',
    'roleName',
    'status',
    'createdAt',
    'decidedAt',
    'decidedBy',
    'decisionReason',
    'score',
    'triage',
  ],
  appeal: [
    'id',
    'userId',
    'username',
    'appealKind',
    'appealSubjectId',
    'appealReason',
    'status',
    'createdAt',
    'decidedAt',
    'decidedBy',
    'decisionReason',
    'score',
    'triage',
  ],
};

/**
 * The filtered list as CSV, all pages, read in batches so memory stays flat. The columns
 * are worked out before the answer starts, so a failure there is still an error answer.
 */
async function applicationCsv(
  db: Executor,
  form: FormType,
  filter: ApplicationFilter,
  separator: string,
): Promise<AsyncGenerator<string>> {
  const columns = await questionColumns(db, form, filter);
  const line = (row: ApplicationRow) => {
    const entry = toApplication(row);
    const fixed: Record<string, string | null> = {
      id: entry.id,
      userId: entry.userId,
      username: entry.username,
      roleName: entry.roleName,
      status: entry.status,
      createdAt: entry.createdAt,
      decidedAt: entry.decidedAt,
      decidedBy: entry.decidedBy,
      decisionReason: entry.decisionReason,
      score: entry.score === null ? null : String(entry.score),
      triage: entry.triage,
      discordUsername: entry.identity?.discordUsername ?? null,
      walletAddress: entry.identity?.walletAddress ?? null,
      socialMedia: entry.identity?.socialMedia ?? null,
      appealKind: entry.appeal?.kind ?? null,
      appealSubjectId: entry.appeal?.id ?? null,
      appealReason: entry.appeal?.reason ?? null,
    };
    const answers = new Array<string>(columns.texts.length).fill('');
    for (const answer of entry.answers) {
      const index = columns.columnOf(answer.questionId, answer.question);
      if (index >= 0) answers[index] = answer.answer;
    }
    return csvLine([...fixedColumns[form].map((key) => fixed[key]), ...answers], separator);
  };

  async function* lines() {
    yield csvBom + csvLine([...fixedColumns[form], ...columns.texts], separator);
    for (let lastId = 0; ;) {
      const rows = await findApplicationBatch(db, form, filter, lastId, batchSize);
      const last = rows.at(-1);
      if (!last) return;
      yield rows.map(line).join('');
      lastId = last.id;
    }
  }
  return lines();
}

/** The export's file name part and the audit's words for each form's list. */
const lists: Record<FormType, { file: string; name: string }> = {
  whitelist: { file: 'allowlists', name: 'whitelists' },
  insertion: { file: 'insertions', name: 'inscrições' },
  appeal: { file: 'appeals', name: 'apelações' },
};

const statusPlurals: Record<ApplicationStatus, string> = {
  pending: 'pendentes',
  approved: 'aprovadas',
  rejected: 'reprovadas',
  revoked: 'revogadas',
};

/**
 * The filtered list as a CSV download. Exports carry members' personal data: who took one
 * is worth knowing, so each is recorded in the audit log.
 */
export async function exportApplications(
  db: Executor,
  form: FormType,
  query: ApplicationFilter & { separator: string },
  audit: AuditContext,
): Promise<{ fileName: string; lines: AsyncGenerator<string> }> {
  const { separator, ...filter } = query;
  const search = filter.search ? `, busca "${filter.search}"` : '';
  const lines = await applicationCsv(db, form, filter, separator);
  await recordAudit(db, audit, {
    actionType: 'view',
    action: `applications.${form}.export`,
    details: `Exportou em CSV as ${lists[form].name} (${statusPlurals[filter.status]}${search})`,
    after: filter,
  });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `${lists[form].file}-${filter.status}-${day}.csv`, lines };
}
