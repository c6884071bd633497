import type { FormType } from '@panel/contract/api/forms';
import { and, asc, gt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { listQuestionRows } from '../forms';
import { csvBom, csvLine } from './csv';
import { filterCondition, type ApplicationFilter } from './list';
import { toApplication, type ApplicationRow } from './present';

const batchSize = 1000;

/** Question texts found in the filtered entries, with the id they were answered under. */
async function answeredQuestions(db: Executor, form: FormType, filter: ApplicationFilter) {
  const answers = applications.answers;
  return queryRows<{ question_id: string | null; question: string }>(
    db,
    sql`select distinct q.question_id, q.question from ${applications}
      cross join lateral (
        select e->>'questionId' as question_id, e->>'question' as question
        from jsonb_array_elements(
          case when jsonb_typeof(${answers}) = 'array' then ${answers} else '[]'::jsonb end) e
        union all
        select null, k
        from jsonb_object_keys(
          case when jsonb_typeof(${answers}) = 'object' then ${answers} else '{}'::jsonb end) k
      ) q
      where ${filterCondition(form, filter)} and q.question is not null`,
  );
}

/** One column per current question (answers matched by id, then by text), then the rest. */
async function questionColumns(db: Executor, form: FormType, filter: ApplicationFilter) {
  const questions = await listQuestionRows(db, form);
  const columnOfId = new Map(questions.map((question, index) => [String(question.id), index]));
  const texts = questions.map((question) => question.text);
  for (const row of await answeredQuestions(db, form, filter)) {
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
  ],
};

/**
 * The filtered list as CSV, all pages, read in batches so memory stays flat. The columns
 * are worked out before the answer starts, so a failure there is still an error answer.
 */
export async function applicationCsv(
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
      discordUsername: entry.identity?.discordUsername ?? null,
      walletAddress: entry.identity?.walletAddress ?? null,
      socialMedia: entry.identity?.socialMedia ?? null,
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
      const rows = await db
        .select()
        .from(applications)
        .where(and(filterCondition(form, filter), gt(applications.id, lastId)))
        .orderBy(asc(applications.id))
        .limit(batchSize);
      if (rows.length === 0) return;
      yield rows.map(line).join('');
      lastId = rows.at(-1)!.id;
    }
  }
  return lines();
}
