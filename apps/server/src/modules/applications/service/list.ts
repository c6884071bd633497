import type { Application, MyApplication } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Executor } from '../../../db/client';
import { toApplication, toMyApplication } from '../present';
import { findMemberApplications } from '../repository/entries';
import { findApplicationPage, type ApplicationFilter } from '../repository/search';

/** One page of a form's entries for staff, with the (possibly capped) total. */
export async function listApplications(
  db: Executor,
  form: FormType,
  query: ApplicationFilter & { page: number; limit: number },
): Promise<{ items: Application[]; total: number; capped: boolean }> {
  const { rows, total, capped } = await findApplicationPage(db, form, query);
  return { items: rows.map(toApplication), total, capped };
}

/** Everything the member sent, newest first, in the member's own view. */
export async function listMyApplications(
  db: Executor,
  userId: string,
  options: { cooldownMs: number },
): Promise<MyApplication[]> {
  const rows = await findMemberApplications(db, userId);
  return rows.map((row) => toMyApplication(row, options.cooldownMs));
}
