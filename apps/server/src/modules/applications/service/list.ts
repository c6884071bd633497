import type { Application, MyApplication } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Executor } from '../../../db/client';
import { listReader, type ListPage, type ListQuery } from '../../../db/list-page';
import { readMemberFlags } from '../../tickets';
import { toApplication, toMyApplication } from '../present';
import { findMemberApplications } from '../repository/entries';
import {
  findApplicationListVersion,
  findApplicationPage,
  type ApplicationFilter,
} from '../repository/search';

/**
 * A form's entries for staff, a page at a time, with the (possibly capped) total. Pages without
 * a search are kept while the version of their form and status holds: the staff's busiest answer
 * then costs one indexed row.
 */
const readApplications = listReader({
  name: 'applications',
  read: (db, query: ApplicationFilter & ListQuery & { form: FormType }, range) =>
    findApplicationPage(db, query.form, query, range),
  present: toApplication,
  keep: {
    version: { counter: (db, query) => findApplicationListVersion(db, query.form, query.status) },
    key: (query) =>
      `${query.form} ${query.status} ${query.triage ?? ''} ${query.signal ?? ''} ${query.sort ?? ''}`,
    size: 200,
  },
});

export function listApplications(
  db: Executor,
  form: FormType,
  query: ApplicationFilter & ListQuery,
): Promise<ListPage<Application>> {
  // Written out, not spread: spreading the request's query cost the list 2 µs of its 100.
  const { status, search, triage, signal, sort, page, limit } = query;
  return readApplications(db, { form, status, search, triage, signal, sort, page, limit });
}

/** Everything the member sent, newest first, in the member's own view. */
export async function listMyApplications(
  db: Executor,
  userId: string,
  options: { cooldownMs: number },
): Promise<MyApplication[]> {
  const [rows, flags] = await Promise.all([
    findMemberApplications(db, userId),
    readMemberFlags(db, userId),
  ]);
  // A cooldown staff lifted no longer dates the next application (as `readStanding` decides).
  const liftedAt = flags?.cooldownLiftedAt ?? null;
  const now = Date.now();
  const seen = new Set<string>();
  return rows.map((row) => {
    const mine = toMyApplication(row, options.cooldownMs, liftedAt);
    // Only the newest application of a form (and role) dates the next one, and only while that
    // date is ahead: an older refusal, or a cooldown already over, says nothing to wait for.
    const latest = !seen.has(`${row.form}:${row.roleName ?? ''}`);
    seen.add(`${row.form}:${row.roleName ?? ''}`);
    const waiting = mine.reapplyAt !== null && latest && Date.parse(mine.reapplyAt) > now;
    return waiting ? mine : { ...mine, reapplyAt: null };
  });
}
