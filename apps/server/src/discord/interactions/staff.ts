import { permissionLabels } from '@panel/contract/permission-labels';
import { isPermissionKey } from '@panel/contract/permissions';
import type { Access } from '@panel/contract/routes';
import { MessageFlags, type Interaction, type RepliableInteraction } from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { displayNameOf, type AuthContext } from '../../http/auth-context';
import { HttpError } from '../../http/errors';
import type { AuditContext } from '../../modules/audit';
import { AccessRefused, missingAccessText, type AccessGuard } from '../../modules/permissions';
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
  /** The permission check the HTTP routes use, with its audit of refusals. */
  guard: AccessGuard;
}

/** The Discord member as the panel knows them: their user, role and permissions. */
export type Staff = Omit<AuthContext, 'sessionId'>;

/** A refusal or a mistake to tell the member, as the ephemeral answer. */
export class Answer extends Error {}

/** The member's panel authority; a member who never signed in is asked to, once. */
export async function staffOf(interaction: Interaction, deps: InteractionDeps): Promise<Staff> {
  const staff = await memberAuthority(deps.db, interaction.user.id, deps.adminDiscordIds);
  if (!staff) throw new Answer('Entre no painel uma vez com o Discord e tente de novo.');
  return staff;
}

/**
 * The contract's access of what the member does (the endpoint the command or button does the
 * work of), checked and, when refused, audited by the same guard as the HTTP routes: target
 * the action ("/pontos dar"), "via Discord".
 */
export function demand(
  staff: Staff,
  access: Access,
  at: { interaction: Interaction; action: string },
  deps: InteractionDeps,
): Promise<void> {
  return deps.guard.demand(
    { caller: staff, audit: () => auditOf(staff, at.interaction), target: at.action },
    access,
  );
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
 * The answer to give for what went wrong: the refusal (already audited by `demand`) or the
 * service's message as it is, anything else logged and answered with a retry.
 */
export function answerFor(
  error: unknown,
  context: {
    /** What the member did ("/pontos dar"), for the log. */
    action: string;
  },
  deps: InteractionDeps,
): string {
  if (error instanceof AccessRefused) {
    const missing = isPermissionKey(error.access)
      ? `falta "${permissionLabels[error.access]}"`
      : missingAccessText(error.access);
    return `Você não tem permissão para isso no painel: ${missing}.`;
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
  let content: string;
  try {
    content = await work(await staffOf(interaction, deps));
  } catch (error) {
    content = answerFor(error, { action }, deps);
  }
  await interaction.editReply({ content }).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'interaction answer not sent');
  });
}
