/**
 * Appeals ("Apelações"), without zod: what a member may appeal and the limits on it
 * (docs/decisions/2026-12-05-appeals.md).
 */

/** What an appeal asks staff to review: an active blacklist entry, or a rejected whitelist. */
export const appealSubjectKinds = ['blacklist', 'whitelist'] as const;
export type AppealSubjectKind = (typeof appealSubjectKinds)[number];

export const appealSubjectLabels: Record<AppealSubjectKind, string> = {
  blacklist: 'Blacklist',
  whitelist: 'Whitelist reprovada',
};

/** Each community sets its own limits; these are the defaults and the bounds. */
export const appealLimitDefaults = { cooldownDays: 30, perSubject: 3 } as const;
export const appealLimitBounds = {
  cooldownDays: { min: 0, max: 365 },
  perSubject: { min: 1, max: 10 },
} as const;

/**
 * Why a member may not appeal a subject now: an appeal of theirs is open, they used every
 * appeal the subject allows, the last one was rejected less than the cooldown ago, or the
 * appeals form is closed.
 */
export const appealBlocks = ['pending', 'limit', 'cooldown', 'closed'] as const;
export type AppealBlock = (typeof appealBlocks)[number];
