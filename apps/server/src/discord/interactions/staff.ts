import { permissionLabels, type PermissionKey } from '@panel/contract/permissions';
import { MessageFlags, type Interaction, type RepliableInteraction } from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { displayNameOf, type AuthContext } from '../../http/auth-context';
import { HttpError } from '../../http/errors';
import { recordAudit, type AuditContext } from '../../modules/audit';
import { memberAuthority } from '../../modules/users';
import type { FileStorage } from '../../storage/file-storage';
import type { DiscordPort } from '../port';

export interface InteractionDeps {
  db: Database;
  port: DiscordPort;
  guildId: string;
  adminDiscordIds: readonly string[];
  /** How long a rejected member waits to apply again (the decision's message says it). */
  reapplyCooldownMs: number;
  /** Discord's REST base: the local Discord serves attachments on its own host. */
  apiBase: string;
  /** Where evidence sent with `/blacklist adicionar` is kept. */
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The Discord member as the panel knows them: their user, role and permissions. */
export type Staff = Omit<AuthContext, 'sessionId'>;

/** A refusal or a mistake to tell the member, as the ephemeral answer. */
export class Answer extends Error {}

/** A missing panel permission: told to the member and audited as the routes audit theirs. */
export class Refusal extends Answer {
  constructor(readonly permission: PermissionKey) {
    super(`Você não tem permissão para isso no painel: falta "${permissionLabels[permission]}".`);
  }
}

/** The member's panel authority; a member who never signed in is asked to, once. */
export async function staffOf(interaction: Interaction, deps: InteractionDeps): Promise<Staff> {
  const staff = await memberAuthority(deps.db, interaction.user.id, deps.adminDiscordIds);
  if (!staff) throw new Answer('Entre no painel uma vez com o Discord e tente de novo.');
  return staff;
}

export function demand(staff: Staff, permission: PermissionKey): void {
  if (!staff.permissions[permission]) throw new Refusal(permission);
}

/** The audit context of an action taken from Discord: the member, the interaction's id. */
export function auditOf(staff: Staff, interaction: Interaction): AuditContext {
  return {
    actor: { id: staff.user.id, name: displayNameOf(staff.user), avatar: staff.user.avatarUrl },
    requestId: interaction.id,
    ip: null,
    via: 'discord',
  };
}

/**
 * The answer to give for what went wrong: the refusal or the service's message as it is
 * (a missing permission audited as `auth.denied`, "via Discord"), anything else logged and
 * answered with a retry.
 */
export async function answerFor(
  error: unknown,
  context: {
    staff: Staff | null;
    interaction: Interaction;
    /** What the member did, as the refusal's audit entry names it ("/pontos dar"). */
    action: string;
  },
  deps: InteractionDeps,
): Promise<string> {
  if (error instanceof Refusal && context.staff) {
    await recordAudit(deps.db, auditOf(context.staff, context.interaction), {
      actionType: 'permission',
      action: 'auth.denied',
      target: context.action,
      details: `Acesso negado a ${context.action}: falta a permissão "${permissionLabels[error.permission]}"`,
    }).catch((auditError: unknown) => {
      deps.log.error({ err: auditError }, 'discord refusal not audited');
    });
  }
  if (error instanceof Answer || error instanceof HttpError) return error.message;
  deps.log.error({ err: error, action: context.action }, 'discord interaction failed');
  return 'Não foi possível concluir agora. Tente de novo em instantes.';
}

/**
 * Answers in private within Discord's 3 s: defers first, then runs `work` as the member (their
 * panel authority), and edits the reply with its answer, or with what went wrong (`answerFor`).
 */
export async function answerPrivately(
  interaction: RepliableInteraction,
  action: string,
  deps: InteractionDeps,
  work: (staff: Staff) => Promise<string>,
): Promise<void> {
  try {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  } catch (error) {
    deps.log.warn({ err: error }, 'interaction not acknowledged');
    return;
  }
  let staff: Staff | null = null;
  let content: string;
  try {
    staff = await staffOf(interaction, deps);
    content = await work(staff);
  } catch (error) {
    content = await answerFor(error, { staff, interaction, action }, deps);
  }
  await interaction.editReply({ content }).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'interaction answer not sent');
  });
}
