import { gameLinkCodePattern, normalizeGameLinkCode } from '@panel/contract/api/game-server-values';

/** The request code a member typed, normalised; `null` when it is not one (a 6-character code). */
export function asGameLinkCode(value: string): string | null {
  const code = normalizeGameLinkCode(value);
  return gameLinkCodePattern.test(code) ? code : null;
}
