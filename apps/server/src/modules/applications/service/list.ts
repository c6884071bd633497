import type { Application, MyApplication } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Executor } from '../../../db/client';
import { keptPages } from '../../../db/kept-pages';
import { readMemberFlags } from '../../tickets';
import { toApplication, toMyApplication } from '../present';
import { findMemberApplications } from '../repository/entries';
import {
  findApplicationListVersion,
  findApplicationPage,
  type ApplicationFilter,
} from '../repository/search';

interface ApplicationPage {
  items: Application[];
  total: number;
  capped: boolean;
}

/** Pages without a search, for every form, status and page size, kept under their version. */
const pages = keptPages<ApplicationPage>({ size: 200 });

/**
 * One page of a form's entries for staff, with the (possibly capped) total. A page without a
 * search is kept in memory while the version of its form and status holds (`keptPages`): the
 * staff's busiest answer then costs one indexed row.
 */
export async function listApplications(
  db: Executor,
  form: FormType,
  query: ApplicationFilter & { page: number; limit: number },
): Promise<ApplicationPage> {
  const read = async (): Promise<ApplicationPage> => {
    const { rows, total, capped } = await findApplicationPage(db, form, query);
    return { items: rows.map(toApplication), total, capped };
  };
  if (query.search?.trim()) return read();
  // A counter: the page read after it is kept under it (`keptPages`).
  const version = await findApplicationListVersion(db, form, query.status);
  const key = `${form} ${query.status} ${query.page} ${query.limit}`;
  return pages(db, key, version, async () => ({ page: await read(), version }));
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
  return rows.map((row) => toMyApplication(row, options.cooldownMs, liftedAt));
}
