// The request code's values without zod, for pages that leave zod out of their first download
// (/use-code); `game-servers.ts` re-exports them.

/** The request code a refused player takes to the panel: five letters and digits, no look-alikes. */
export const gameLinkCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const gameLinkCodeLength = 5;
export const gameLinkCodePattern = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{5}$/;
export const gameLinkCodeLifetimeMs = 30 * 60_000;

/** `R7K2Q`, also typed in lower case or with spaces: the form it is looked up in. */
export function normalizeGameLinkCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
