import type { MemberFile } from '@panel/contract/api/members';
import type { Access } from '@panel/contract/routes';

/** What staff can do to a member from their file, each behind the permission its call asks. */
export const memberActionIds = ['message', 'ticket', 'points', 'blacklist', 'revoke'] as const;
export type MemberActionId = (typeof memberActionIds)[number];

export const memberActionLabels: Record<MemberActionId, string> = {
  message: 'Enviar mensagem',
  ticket: 'Abrir ticket',
  points: 'Dar ou tirar pontos',
  blacklist: 'Adicionar à blacklist',
  revoke: 'Revogar whitelist',
};

const memberActionAccess: Record<MemberActionId, Access> = {
  message: 'message_members',
  ticket: 'manage_tickets',
  points: 'manage_store',
  blacklist: 'manage_blacklist',
  revoke: 'manage_allowlists',
};

/**
 * The actions the file offers: those the staff member may do (the server checks them again)
 * and that make sense for this member now. A DM or a ticket needs them in the Discord server;
 * the blacklist someone not on it yet; a revocation an approved whitelist.
 */
export function availableMemberActions(
  file: MemberFile,
  can: (access: Access) => boolean,
): MemberActionId[] {
  const inGuild = file.guild?.inGuild === true;
  const { whitelist, blacklist } = file.standing;
  const fits: Record<MemberActionId, boolean> = {
    message: inGuild,
    ticket: inGuild,
    points: true,
    blacklist: blacklist === null,
    revoke: whitelist.status === 'approved' && whitelist.applicationId !== null,
  };
  return memberActionIds.filter((id) => fits[id] && can(memberActionAccess[id]));
}
