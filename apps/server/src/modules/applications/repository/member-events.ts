import type { ApplicationStatus, WhitelistIdentity } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../../db/member-events';
import type { StoredAnswers } from '../../../db/schema/applications';

/** What happened to an application: sent, decided, or (a whitelist) revoked. */
export type ApplicationStep = 'sent' | 'decided' | 'revoked';

export interface ApplicationEventRow {
  micros: string;
  row_id: string;
  step: ApplicationStep;
  id: string;
  form: FormType;
  user_id: string;
  role_name: string | null;
  status: ApplicationStatus;
  answers: StoredAnswers | null;
  identity: WhitelistIdentity | null;
  decided_by_id: string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
  revoked_by_id: string | null;
  revoked_by_name: string | null;
  revoke_reason: string | null;
}

/**
 * The member's application events past the bound, newest first: each entry is sent, decided and
 * revoked, at most three events (row id `id * 10 + step`, so two at the same moment stay apart).
 * A whitelist a code made (no answers, no identity) was never sent: only its approval shows.
 * The member's entries are few; `applications_user_form_idx` finds them.
 */
export function findApplicationEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<ApplicationEventRow[]> {
  const at = sql`e.at`;
  const rowId = sql`e.row_id`;
  return queryRows<ApplicationEventRow>(
    db,
    sql`select ${eventMicros(at)} as micros, e.row_id::text as row_id, e.step, a.id::text as id,
        a.form, a.user_id, a.role_name, a.status,
        case when e.step = 'sent' then a.answers end as answers,
        case when e.step = 'sent' then a.identity end as identity,
        a.decided_by_id, a.decided_by_name, a.decision_reason,
        a.revoked_by_id, a.revoked_by_name, a.revoke_reason
      from applications a
      cross join lateral (values
        ('sent', a.created_at, a.id * 10),
        ('decided', a.decided_at, a.id * 10 + 1),
        ('revoked', a.revoked_at, a.id * 10 + 2)
      ) as e(step, at, row_id)
      where a.user_id = ${query.discordId} and e.at is not null
        and (e.step <> 'sent' or a.identity is not null
          or a.answers not in ('[]'::jsonb, '{}'::jsonb))
        and ${olderThan('application', query.before, at, rowId)}
      order by e.at desc, e.row_id desc
      limit ${query.limit}`,
  );
}
