import type { PublicConfig } from '@panel/contract/api/system';
import { systemRoutes } from '@panel/contract/endpoints/system-routes';

/**
 * Reads an answer of the public settings (`systemRoutes.publicConfig`) as the contract's `publicConfigSchema` does (the same fields,
 * unknown keys dropped, a mismatch thrown), without zod: every page asks for it on its first
 * screen, and the schemas would load with it. `public-config-answer.test.ts` holds it to the
 * schema.
 */
export function parsePublicConfig(data: unknown): PublicConfig {
  const fail = (field: string) =>
    new TypeError(`Resposta inválida de ${systemRoutes.publicConfig.path}: ${field}`);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw fail('corpo');
  const {
    communityName,
    discordInviteUrl,
    demoMode,
    version,
    decisionUndoSeconds,
    discordWebUrl,
    discordGuildId,
  } = data as Record<string, unknown>;
  if (typeof communityName !== 'string') throw fail('communityName');
  if (discordInviteUrl !== null && typeof discordInviteUrl !== 'string') {
    throw fail('discordInviteUrl');
  }
  if (typeof demoMode !== 'boolean') throw fail('demoMode');
  if (typeof version !== 'string') throw fail('version');
  if (typeof decisionUndoSeconds !== 'number' || !Number.isInteger(decisionUndoSeconds)) {
    throw fail('decisionUndoSeconds');
  }
  if (typeof discordWebUrl !== 'string') throw fail('discordWebUrl');
  if (typeof discordGuildId !== 'string') throw fail('discordGuildId');
  return {
    communityName,
    discordInviteUrl,
    demoMode,
    version,
    decisionUndoSeconds,
    discordWebUrl,
    discordGuildId,
  };
}
