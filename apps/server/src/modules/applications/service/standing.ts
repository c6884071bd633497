import type { MyWhitelist } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { Executor } from '../../../db/client';
import type { AuthContext } from '../../../http/auth-context';
import { readMemberFlags } from '../../tickets';
import { reapplyDate } from '../present';
import { findMemberFormApplications } from '../repository/entries';

/** Where a member stands with a form: what a new application of it would meet. */
export type Standing =
  | { standing: 'open' }
  | { standing: 'pending'; since: Date }
  | { standing: 'approved'; since: Date }
  | { standing: 'cooldown'; since: Date; reapplyAt: Date };

/**
 * A pending application first; then, for the whitelist, an approved one (one whitelist is
 * enough; roles can be applied for one after another); then the reapply cooldown of the latest
 * rejection, unless staff lifted it (an approved review_form ticket) after that rejection.
 * Submissions refuse on it and the whitelist page shows it, so both say the same.
 */
export async function readStanding(
  db: Executor,
  userId: string,
  form: FormType,
  options: { cooldownMs: number; now: Date },
): Promise<Standing> {
  const previous = await findMemberFormApplications(db, userId, form);
  const pending = previous.find((row) => row.status === 'pending');
  if (pending) return { standing: 'pending', since: pending.createdAt };
  const approved = form === 'whitelist' && previous.find((row) => row.status === 'approved');
  if (approved) return { standing: 'approved', since: approved.decidedAt ?? approved.createdAt };

  const liftedAt = (await readMemberFlags(db, userId))?.cooldownLiftedAt ?? null;
  let latest: { since: Date; reapplyAt: Date } | null = null;
  for (const row of previous) {
    const reapplyAt = reapplyDate(row, options.cooldownMs, liftedAt);
    const since = row.revokedAt ?? row.decidedAt;
    if (since && reapplyAt && (!latest || reapplyAt > latest.reapplyAt)) {
      latest = { since, reapplyAt };
    }
  }
  if (latest && latest.reapplyAt > options.now) return { standing: 'cooldown', ...latest };
  return { standing: 'open' };
}

/** The signed-in member's whitelist, with their Discord username to fill in the form. */
export async function readMyWhitelist(
  db: Executor,
  auth: AuthContext,
  options: { cooldownMs: number; now?: Date },
): Promise<MyWhitelist> {
  const standing = await readStanding(db, auth.user.id, 'whitelist', {
    cooldownMs: options.cooldownMs,
    now: options.now ?? new Date(),
  });
  return {
    discordUsername: auth.user.username,
    standing: standing.standing,
    since: 'since' in standing ? standing.since.toISOString() : null,
    reapplyAt: standing.standing === 'cooldown' ? standing.reapplyAt.toISOString() : null,
  };
}
