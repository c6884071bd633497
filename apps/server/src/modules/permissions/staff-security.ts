import type { StaffSecurity } from '@panel/contract/api/staff-security';
import { discordMfaSteps } from '@panel/contract/api/staff-security-values';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import {
  findDiscordMfa,
  findRequireDiscordMfa,
  lockRequireDiscordMfa,
  saveRequireDiscordMfa,
} from './security-repository';

export async function readStaffSecurity(db: Database): Promise<StaffSecurity> {
  return { requireDiscordMfa: await findRequireDiscordMfa(db) };
}

/**
 * Requires (or stops requiring) Discord's two-step authentication of staff
 * (docs/decisions/2026-12-05-staff-2fa-and-sessions.md). Whoever turns it on must have it
 * themselves at their last sign-in: otherwise the change would lock its author out (and,
 * with no one else holding the permission, the whole panel; docs/security.md, 8b).
 */
export async function updateStaffSecurity(
  db: Database,
  input: StaffSecurity,
  actor: { id: string },
  audit: AuditContext,
): Promise<StaffSecurity> {
  return db.transaction(async (tx) => {
    const before = await lockRequireDiscordMfa(tx);
    if (before === input.requireDiscordMfa) return { requireDiscordMfa: before };
    if (input.requireDiscordMfa && (await findDiscordMfa(tx, actor.id)) !== true) {
      throw forbidden(
        `Ative antes a autenticação em duas etapas na sua conta do Discord (${discordMfaSteps.join(' › ')}) e entre no painel de novo: sem ela, você perderia o acesso ao exigi-la da equipe.`,
      );
    }
    await saveRequireDiscordMfa(tx, input.requireDiscordMfa);
    await recordAudit(tx, audit, {
      actionType: 'permission',
      action: 'permissions.staffSecurity',
      target: 'staff_security',
      details: input.requireDiscordMfa
        ? 'Passou a exigir da equipe a autenticação em duas etapas do Discord'
        : 'Deixou de exigir da equipe a autenticação em duas etapas do Discord',
      before: { requireDiscordMfa: before },
      after: { requireDiscordMfa: input.requireDiscordMfa },
    });
    return { requireDiscordMfa: input.requireDiscordMfa };
  });
}
