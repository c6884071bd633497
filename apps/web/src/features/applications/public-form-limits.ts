import type { formLimits } from '@panel/contract/api/forms';

/**
 * The contract's limits the public forms check before sending, repeated here because their
 * modules carry zod, which the public pages leave out of their first download. The types pin
 * the answer limits to the contract; public-form-limits.test.ts checks the identity limits.
 */
export const answerLimits = {
  text: 200,
  paragraph: 4000,
} as const satisfies typeof formLimits.answer;

export const identityLimits = { discordUsername: 40, walletAddress: 128, socialMedia: 200 };
