/**
 * The applications' plain values (statuses, roles, labels, limits), without zod: the review
 * pages draw their first screen with them before the schemas load. `applications.ts`
 * re-exports them.
 */
/** The roles a member can apply for in /inscricao, with the labels of the spec. */
export const insertionRoles = [
  'groupLead',
  'influencer',
  'developer',
  'modeler3d',
  'designer',
  'vehicle3d',
  'clothing3d',
  'cinematic',
  'socialMedia',
] as const;
export type InsertionRole = (typeof insertionRoles)[number];

export const insertionRoleLabels: Record<InsertionRole, string> = {
  groupLead: 'Group Lead',
  influencer: 'Influencer',
  developer: 'Developer',
  modeler3d: 'Modeler',
  designer: 'Designer',
  vehicle3d: 'Vehicle 3D',
  clothing3d: 'Clothing 3D',
  cinematic: 'Cinematic',
  socialMedia: 'Social Media',
};

/** The spec's rule: a known role shows its label, any other value is shown as is. */
export function insertionRoleLabel(roleName: string): string {
  return (insertionRoleLabels as Record<string, string>)[roleName] ?? roleName;
}

/** `revoked`: an approved whitelist that staff took back ("Revogar whitelist"). */
export const applicationStatuses = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Reprovada',
  revoked: 'Revogada',
};

export const identityLimits = { discordUsername: 40, walletAddress: 128, socialMedia: 200 };
export const decisionReasonMax = 500;

/** How many entries one bulk decision takes. */
export const bulkDecisionLimit = 50;

/** The review lists' filter by the graded questions' result (`graded`: any result). */
export const applicationTriageFilters = ['passed', 'failed', 'graded'] as const;
export type ApplicationTriageFilter = (typeof applicationTriageFilters)[number];

/**
 * The review lists' filter by what the member's record says before the answers: a Discord
 * account created less than `newAccountDays` ago, or an earlier application rejected (or a
 * whitelist revoked).
 */
export const applicationSignalFilters = ['new_account', 'rejected_before'] as const;
export type ApplicationSignalFilter = (typeof applicationSignalFilters)[number];
export const applicationSignalLabels: Record<ApplicationSignalFilter, string> = {
  new_account: 'Conta do Discord nova',
  rejected_before: 'Já reprovado antes',
};
export const newAccountDays = 30;

/** When Discord's ids began: a snowflake's first 42 bits are milliseconds since then. */
export const discordEpochMs = 1_420_070_400_000;

/** When the Discord account of a snowflake was created. */
export function snowflakeCreatedAt(id: string): Date {
  return new Date(Number(BigInt(id) >> 22n) + discordEpochMs);
}

/**
 * `queue`: pending oldest first, decided newest first; `score`: highest score first;
 * `account`: the newest Discord account first.
 */
export const applicationSorts = ['queue', 'score', 'account'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

/** A staff member's vote on an application that needs more than one. */
export const applicationVotes = ['approve', 'reject'] as const;
export type ApplicationVoteKind = (typeof applicationVotes)[number];
