import type { FormType } from '@panel/contract/api/forms';
import { communitySettingIds as roles } from '@panel/discord-local/community';
import {
  communityRegulars,
  demoApplicants,
  type CommunityMember,
} from '@panel/discord-local/community-members';
import { between, pickWith } from './demo-random';
import { teamStaff } from './demo-team-staff';
import { saoPauloAt } from './demo-team-shifts';

/** Someone who sent an application: their id, their Discord username and their name. */
export interface Applicant {
  id: string;
  username: string;
  name: string;
}

/** An application of the history, decided as `outcome` by whoever was on duty next. */
export interface PlannedRequest {
  applicant: Applicant;
  form: FormType;
  roleName: string | null;
  outcome: 'approved' | 'rejected';
  submittedAt: Date;
}

/** The inscrições whose Discord role a regular holds: approved ones. */
const heldInsertions = [
  ['groupLead', roles.groupLeadRoleId],
  ['developer', roles.developerRoleId],
  ['influencer', roles.influencerRoleId],
] as const;
/** Roles nobody of the demo holds: the inscrições the staff turned down. */
const turnedDown = ['designer', 'modeler3d', 'cinematic', 'socialMedia', 'vehicle3d'];

const applicantOf = (member: CommunityMember): Applicant => ({
  id: member.id,
  username: member.username,
  name: member.globalName ?? member.username,
});

/** Regulars who never were staff: the community's members over the last three months. */
export const historyRegulars = communityRegulars.filter(
  (member) => !teamStaff.some((staff) => staff.id === member.id),
);

/**
 * What the regulars and the applicants sent over the history, in the states the local Discord's
 * roles tell: whoever has the allowlist role was approved (some after a rejection), the others
 * were turned down once or twice; the creator roles they hold were inscrições approved, and
 * some asked for roles they never got. A few of the newer applicants had been turned down before.
 */
export function planRequests(now: Date, random: () => number): PlannedRequest[] {
  const requests: PlannedRequest[] = [];
  const at = (daysAgo: number) =>
    saoPauloAt(now, Math.max(2, Math.floor(daysAgo)), between(random, 9, 23.5));
  const add = (
    applicant: Applicant,
    form: FormType,
    outcome: PlannedRequest['outcome'],
    daysAgo: number,
    roleName: string | null = null,
  ) => requests.push({ applicant, form, roleName, outcome, submittedAt: at(daysAgo) });

  for (const member of historyRegulars) {
    const applicant = applicantOf(member);
    let daysAgo = between(random, 45, 88);
    // Turned down once or twice before getting in, or every time.
    const allowed = member.roleIds.includes(roles.allowListRoleId);
    const rejections = (allowed ? 0 : 1) + (random() < 0.55 ? 1 : 0) + (random() < 0.25 ? 1 : 0);
    for (let n = 0; n < rejections; n += 1) {
      add(applicant, 'whitelist', 'rejected', daysAgo);
      daysAgo -= between(random, 4, 12);
    }
    if (!allowed) continue;
    add(applicant, 'whitelist', 'approved', daysAgo);
    const held = heldInsertions.find(([, roleId]) => member.roleIds.includes(roleId));
    let later = daysAgo - between(random, 3, 15);
    if (random() < 0.6) {
      const roleName = pickWith(random, turnedDown);
      add(applicant, 'insertion', 'rejected', later, roleName);
      later -= between(random, 4, 12);
    }
    if (held) add(applicant, 'insertion', 'approved', later, held[0]);
  }
  for (const member of demoApplicants) {
    if (random() >= 0.6) continue;
    const applicant = { id: member.id, username: member.username, name: member.globalName };
    add(applicant, 'whitelist', 'rejected', between(random, 16, 40));
  }
  return requests.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
}
