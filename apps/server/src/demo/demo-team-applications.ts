import type { Transaction } from '../db/client';
import { applications } from '../db/schema/applications';
import { demoRejectionReasons, demoWhitelistFields } from './demo-applications';
import { seedDemoHistory } from './demo-history';
import { pickWith } from './demo-random';
import { planRequests, type PlannedRequest } from './demo-team-requests';
import { nextOnDuty, type PlannedShift } from './demo-team-shifts';
import { deciders, type TeamStaff } from './demo-team-staff';

type ApplicationInsert = typeof applications.$inferInsert;

const minuteMs = 60_000;
const hours = ['6 horas', '10 horas', '15 horas', '20 horas'];
const isDecider = (staff: TeamStaff) => deciders.includes(staff);

/** An application as the member sent it: the wizard's fields, or the inscrição's answers. */
export function sentFields(
  request: Pick<PlannedRequest, 'applicant' | 'form' | 'roleName' | 'submittedAt'>,
  random: () => number,
): ApplicationInsert {
  const { applicant, form } = request;
  const fields =
    form === 'whitelist'
      ? demoWhitelistFields(applicant.username, random)
      : {
          answers: {
            Portfólio: `https://exemplo.com/portfolio/${applicant.username}`,
            'Disponibilidade semanal': pickWith(random, hours),
          },
        };
  return {
    form,
    userId: applicant.id,
    username: applicant.name,
    roleName: request.roleName,
    createdAt: request.submittedAt,
    ...fields,
  };
}

/** A decision as `decideApplication` leaves the row: by whom, when, where, and why not. */
export function decidedFields(
  form: PlannedRequest['form'],
  outcome: PlannedRequest['outcome'],
  by: { staff: TeamStaff; at: Date; via: 'panel' | 'discord' },
  random: () => number,
): Partial<ApplicationInsert> {
  return {
    status: outcome,
    decidedAt: by.at,
    decidedById: by.staff.id,
    decidedByName: by.staff.name,
    decidedVia: by.via,
    decisionReason: outcome === 'rejected' ? pickWith(random, demoRejectionReasons[form]) : null,
  };
}

/**
 * The history's applications, each decided by the first decider on duty after it arrived (from
 * the review message in Discord as often as that staff member does), with the audit entries of
 * their sending and their decision.
 */
export async function seedTeamApplications(
  tx: Transaction,
  shifts: readonly PlannedShift[],
  now: Date,
  random: () => number,
): Promise<void> {
  const lastDecided = new Map<string, number>();
  const rows: ApplicationInsert[] = [];
  for (const request of planRequests(now, random)) {
    const key = `${request.applicant.id}:${request.form}`;
    // A new request of the same form waits for the one before to be decided.
    const sent = Math.max(
      request.submittedAt.getTime(),
      (lastDecided.get(key) ?? 0) + 60 * minuteMs,
    );
    const decision = nextOnDuty(shifts, new Date(sent + 5 * minuteMs), isDecider, random, now);
    if (!decision) continue;
    lastDecided.set(key, decision.at.getTime());
    const via = random() < decision.staff.discordShare ? 'discord' : 'panel';
    rows.push({
      ...sentFields({ ...request, submittedAt: new Date(sent) }, random),
      ...decidedFields(request.form, request.outcome, { ...decision, via }, random),
    });
  }
  if (rows.length === 0) return;
  await seedDemoHistory(tx, await tx.insert(applications).values(rows).returning());
}
