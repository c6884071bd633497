import { identityLimits } from './public-form-limits';
import type { FieldErrors } from './validate-answers';

// A type alias (not an interface) so it fits `Record<string, string>` drafts.
export type IdentityFields = {
  discordUsername: string;
  walletAddress: string;
  socialMedia: string;
};

/** Step 1 of the whitelist wizard, with the server's own rules. */
export function validateIdentity(fields: IdentityFields): FieldErrors {
  const errors: FieldErrors = {};
  const discord = fields.discordUsername.trim();
  const wallet = fields.walletAddress.trim();
  if (discord.length < 2) errors.discordUsername = 'Informe o nome de usuário do Discord.';
  else if (discord.length > identityLimits.discordUsername) {
    errors.discordUsername = `Use no máximo ${identityLimits.discordUsername} caracteres.`;
  }
  if (!wallet) errors.walletAddress = 'Informe o endereço da carteira.';
  else if (/\s/.test(wallet)) errors.walletAddress = 'O endereço da carteira não pode ter espaços.';
  else if (wallet.length > identityLimits.walletAddress) {
    errors.walletAddress = `Use no máximo ${identityLimits.walletAddress} caracteres.`;
  }
  if (fields.socialMedia.trim().length > identityLimits.socialMedia) {
    errors.socialMedia = `Use no máximo ${identityLimits.socialMedia} caracteres.`;
  }
  return errors;
}
