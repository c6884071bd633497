import { z } from 'zod';
import type { GameJoinReason } from './game-servers';

// Whether a member can enter a game server an in-game product is delivered to, decided as
// the server's join would be (docs/decisions/2026-12-04-store-game-access.md).

/** Why a join would be refused: the reasons of a game join but `allowed`. */
export const gameEntryRefusals = [
  'blacklisted',
  'unlinked',
  'not_in_guild',
  'no_whitelist',
  'whitelist_pending',
  'missing_role',
] as const satisfies readonly Exclude<GameJoinReason, 'allowed'>[];
export type GameEntryRefusal = (typeof gameEntryRefusals)[number];

/** The reason as the member reads it, after "…onde este item é entregue:". */
export const gameEntryRefusalTexts: Record<GameEntryRefusal, string> = {
  blacklisted: 'você está na blacklist',
  unlinked: 'sua conta do jogo ainda não está vinculada ao seu Discord',
  not_in_guild: 'você não está no servidor do Discord da comunidade',
  no_whitelist: 'você ainda não tem whitelist aprovada',
  whitelist_pending: 'sua whitelist ainda está em análise',
  missing_role: 'você não tem um dos cargos do Discord que o servidor exige',
};

export const storeGameAccessSchema = z.object({
  /**
   * Whether the member can enter at least one game server the product is delivered to; true
   * for a product not delivered in the game, and when no server is connected (the purchase is
   * refused for that).
   */
  canEnter: z.boolean(),
  /** When not: each server and why its join would be refused. */
  refusals: z.array(z.object({ serverName: z.string(), reason: z.enum(gameEntryRefusals) })),
});
export type StoreGameAccess = z.infer<typeof storeGameAccessSchema>;

/**
 * "Você ainda não pode entrar em nenhum servidor onde este item é entregue: sua whitelist
 * ainda está em análise (Cidade Alta)." Servers refused for the same reason share it.
 */
export function cannotEnterText(refusals: StoreGameAccess['refusals']): string {
  const byReason = new Map<GameEntryRefusal, string[]>();
  for (const { serverName, reason } of refusals) {
    byReason.set(reason, [...(byReason.get(reason) ?? []), serverName]);
  }
  const reasons = [...byReason].map(
    ([reason, servers]) => `${gameEntryRefusalTexts[reason]} (${servers.join(', ')})`,
  );
  return `Você ainda não pode entrar em nenhum servidor onde este item é entregue: ${reasons.join('; ')}.`;
}

/** What the redemption refused without the member's confirmation adds. */
export const cannotEnterConfirmText =
  'Se quiser resgatar mesmo assim, confirme: os pontos são descontados agora e o item é entregue quando você entrar em um desses servidores.';
