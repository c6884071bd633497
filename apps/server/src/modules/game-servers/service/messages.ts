import type { GameJoinReason } from '@panel/contract/api/game-servers';
import { formatDateTimePtBr } from '../../../http/format-date';

/** Where the texts a player reads send them: the panel's address and the Discord invite. */
export interface PlayerTextContext {
  publicUrl: URL;
  inviteUrl: string | null;
}

const at = (context: PlayerTextContext, path: string) =>
  new URL(path, context.publicUrl).toString();

/**
 * What a member reads once their game account is linked: what the next join on `server` will
 * find, so they know whether to connect again or what to do first.
 */
export function linkedText(next: GameJoinReason, server: string): string {
  switch (next) {
    case 'allowed':
    case 'unlinked':
      return `Conta do jogo vinculada: conecte de novo em ${server} para entrar.`;
    case 'no_whitelist':
      return `Conta do jogo vinculada. Agora peça sua whitelist: ${server} só deixa entrar quem tem whitelist aprovada.`;
    case 'whitelist_pending':
      return `Conta do jogo vinculada. Sua whitelist está em análise: você poderá entrar em ${server} quando ela for aprovada.`;
    case 'not_in_guild':
      return `Conta do jogo vinculada. Para entrar em ${server}, entre também no servidor do Discord da comunidade.`;
    case 'missing_role':
      return `Conta do jogo vinculada, mas ${server} exige um cargo do Discord que você ainda não tem.`;
    case 'blacklisted':
      return `Conta do jogo vinculada, mas você está na blacklist e não pode entrar em ${server}. Para contestar, envie uma apelação em Minha Conta.`;
  }
}

/**
 * The text on the player's connection screen for each refusal, in Portuguese. A ban's reason
 * and end are shown only when `banKnown` (the server saw the player before the ban:
 * docs/security.md); otherwise the player is sent to the panel, where they sign in.
 */
export function refusalText(
  reason: Exclude<GameJoinReason, 'allowed'>,
  context: PlayerTextContext,
  details: {
    banReason?: string | null;
    banExpiresAt?: Date | null;
    banKnown?: boolean;
    requestCode?: string | null;
  },
): string {
  switch (reason) {
    case 'blacklisted': {
      if (!details.banKnown) {
        return [
          'Você está na blacklist desta comunidade.',
          `Para saber o motivo e contestar, envie uma apelação em ${at(context, '/apelacao')}.`,
        ].join('\n');
      }
      const until = details.banExpiresAt ? ` até ${formatDateTimePtBr(details.banExpiresAt)}` : '';
      return [
        `Você está na blacklist desta comunidade${until}.`,
        // The reason as staff wrote it, its own final stop dropped: "Motivo: Trapaça."
        `Motivo: ${(details.banReason ?? 'não informado').replace(/[.!…]+$/u, '')}.`,
        `Para contestar, envie uma apelação em ${at(context, '/apelacao')}.`,
      ].join('\n');
    }
    case 'unlinked':
      return details.requestCode
        ? [
            'Sua conta do jogo ainda não está vinculada ao seu Discord.',
            `Entre em ${at(context, '/account')}, em "Vincular conta do jogo", e digite o código ${details.requestCode} (vale por 30 minutos).`,
            'Depois, toque em "Tentar de novo" ou conecte de novo.',
          ].join('\n')
        : 'Sua conta do jogo não está mais vinculada ao seu Discord. Conecte de novo para receber um código de vínculo.';
    case 'not_in_guild':
      return context.inviteUrl
        ? `Para jogar, entre no servidor do Discord da comunidade: ${context.inviteUrl}`
        : 'Para jogar, entre no servidor do Discord da comunidade.';
    case 'no_whitelist':
      return `Você ainda não tem whitelist aprovada. Faça o pedido em ${at(context, '/whitelist')}.`;
    case 'whitelist_pending':
      return `Sua whitelist está em análise pela equipe. Acompanhe em ${at(context, '/account')}.`;
    case 'missing_role':
      return 'Você não tem um dos cargos do Discord exigidos para entrar neste servidor.';
  }
}
