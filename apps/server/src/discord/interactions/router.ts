import { removeBlacklistBodySchema } from '@panel/contract/api/blacklist';
import { grantPointsBodySchema } from '@panel/contract/api/store';
import { createTokenBodySchema, tokenTypeLabels } from '@panel/contract/api/tokens';
import { pointsText } from '@panel/contract/api/store-values';
import { permissionLabels, type PermissionKey } from '@panel/contract/permissions';
import {
  Events,
  MessageFlags,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
} from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { displayNameOf, type AuthContext } from '../../http/auth-context';
import { HttpError } from '../../http/errors';
import { formatDateTimePtBr } from '../../http/format-date';
import { latestWhitelist } from '../../modules/applications';
import type { AuditContext } from '../../modules/audit';
import { removeMemberEntry } from '../../modules/blacklist';
import { setCallMute } from '../../modules/calls';
import { balanceOf, grantPoints } from '../../modules/store';
import { randomCode } from '../../modules/tickets';
import { createToken } from '../../modules/tokens';
import { memberAuthority } from '../../modules/users';
import type { DiscordPort } from '../port';
import { slashCommands } from './commands';

export interface InteractionDeps {
  db: Database;
  port: DiscordPort;
  guildId: string;
  adminDiscordIds: readonly string[];
  log: FastifyBaseLogger;
}

type Staff = Omit<AuthContext, 'sessionId'>;

/** A refusal or a mistake to tell the member, as the ephemeral answer. */
class Answer extends Error {}

const names = new Set(slashCommands.map((command) => command.name));

const statusLabels = { pending: 'Pendente', approved: 'Aprovada', rejected: 'Reprovada' } as const;

/**
 * The bot as a second front door to the panel (docs/decisions/2026-11-28-decide-from-discord.md):
 * registers the slash commands for the guild once connected, and answers each command with the
 * same service functions and the same permissions as the panel's routes, audited in the
 * member's name "via Discord". Answers are ephemeral and in Portuguese; each is deferred first,
 * so Discord's 3 s never run out while the database works.
 */
export function attachInteractions(client: Client, deps: InteractionDeps): () => void {
  const onReady = (ready: Client<true>) => {
    ready.application.commands.set(slashCommands, deps.guildId).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'slash commands not registered');
    });
  };
  const onInteraction = (interaction: Interaction) => {
    if (!interaction.isChatInputCommand() || interaction.guildId !== deps.guildId) return;
    // Another application's command is not ours to answer.
    if (!names.has(interaction.commandName)) return;
    void answer(interaction, deps);
  };
  client.on(Events.ClientReady, onReady);
  client.on(Events.InteractionCreate, onInteraction);
  return () => {
    client.off(Events.ClientReady, onReady);
    client.off(Events.InteractionCreate, onInteraction);
  };
}

async function answer(interaction: ChatInputCommandInteraction, deps: InteractionDeps) {
  try {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  } catch (error) {
    deps.log.warn({ err: error }, 'interaction not acknowledged');
    return;
  }
  let content: string;
  try {
    const staff = await memberAuthority(deps.db, interaction.user.id, deps.adminDiscordIds);
    if (!staff) {
      throw new Answer('Entre no painel uma vez com o Discord e tente de novo.');
    }
    content = await run(interaction, staff, deps);
  } catch (error) {
    if (error instanceof Answer || error instanceof HttpError) content = error.message;
    else {
      deps.log.error({ err: error, command: interaction.commandName }, 'slash command failed');
      content = 'Não foi possível concluir agora. Tente de novo em instantes.';
    }
  }
  await interaction.editReply({ content }).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'interaction answer not sent');
  });
}

function demand(staff: Staff, permission: PermissionKey): void {
  if (!staff.permissions[permission]) {
    throw new Answer(
      `Você não tem permissão para isso no painel: falta "${permissionLabels[permission]}".`,
    );
  }
}

/** The audit context of an action taken from Discord. */
function auditOf(staff: Staff, interaction: ChatInputCommandInteraction): AuditContext {
  return {
    actor: { id: staff.user.id, name: displayNameOf(staff.user), avatar: staff.user.avatarUrl },
    requestId: interaction.id,
    ip: null,
    via: 'discord',
  };
}

async function run(
  interaction: ChatInputCommandInteraction,
  staff: Staff,
  deps: InteractionDeps,
): Promise<string> {
  const command = `${interaction.commandName} ${interaction.options.getSubcommand(false) ?? ''}`;
  if (command === 'codigo criar') return createCode(interaction, staff, deps);
  const member = interaction.options.getUser('membro', true);
  const name = member.globalName ?? member.username;
  switch (command) {
    case 'whitelist ver': {
      demand(staff, 'view_allowlists');
      const entry = await latestWhitelist(deps.db, member.id);
      if (!entry) return `${name} não enviou whitelist.`;
      const label = statusLabels[entry.status];
      if (entry.status === 'pending') {
        return `Whitelist de ${name}: ${label}, enviada em ${formatDateTimePtBr(entry.createdAt)}.`;
      }
      const by = entry.decidedBy ? ` por ${entry.decidedBy}` : '';
      const at = entry.decidedAt ? ` em ${formatDateTimePtBr(entry.decidedAt)}` : '';
      const reason = entry.status === 'rejected' && entry.reason ? ` Motivo: ${entry.reason}` : '';
      return `Whitelist de ${name}: ${label}${by}${at}.${reason}`;
    }
    case 'pontos ver': {
      demand(staff, 'view_store');
      return `${name} tem ${pointsText(await balanceOf(deps.db, member.id))}.`;
    }
    case 'pontos dar': {
      demand(staff, 'manage_store');
      const input = grantPointsBodySchema.safeParse({
        discordId: member.id,
        amount: interaction.options.getInteger('quantidade', true),
        reason: interaction.options.getString('motivo', true),
      });
      if (!input.success) throw new Answer(input.error.issues[0]?.message ?? 'Dados inválidos.');
      const result = await grantPoints(deps.db, input.data, auditOf(staff, interaction));
      return `Pronto: ${result.name ?? name} agora tem ${pointsText(result.points)}.`;
    }
    case 'blacklist remover': {
      demand(staff, 'manage_blacklist');
      const input = removeBlacklistBodySchema.safeParse({
        reason: interaction.options.getString('motivo') ?? undefined,
      });
      if (!input.success) throw new Answer(input.error.issues[0]?.message ?? 'Dados inválidos.');
      await removeMemberEntry(
        deps.db,
        { discordId: member.id, reason: input.data?.reason },
        auditOf(staff, interaction),
      );
      return `${name} saiu da blacklist.`;
    }
    case 'call silenciar': {
      demand(staff, 'manage_calls');
      const muted = interaction.options.getBoolean('silenciado') ?? true;
      const result = await setCallMute(
        { db: deps.db, discord: deps.port },
        member.id,
        muted,
        auditOf(staff, interaction),
      );
      return result.isMuted ? `${name} foi silenciado na call.` : `${name} pode falar de novo.`;
    }
    default:
      throw new Answer('Este comando mudou: tente de novo em instantes.');
  }
}

/** `/codigo criar`: a code drawn as the panel's "Gerar" draws it, created by the same service. */
async function createCode(
  interaction: ChatInputCommandInteraction,
  staff: Staff,
  deps: InteractionDeps,
): Promise<string> {
  demand(staff, 'manage_tokens');
  const days = interaction.options.getInteger('dias') ?? 7;
  const input = createTokenBodySchema.safeParse({
    token: randomCode(),
    type: interaction.options.getString('tipo', true),
    maxUses: interaction.options.getInteger('usos') ?? 1,
    expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(),
    discordId: interaction.options.getUser('membro')?.id,
    generated: true,
  });
  if (!input.success) throw new Answer(input.error.issues[0]?.message ?? 'Dados inválidos.');
  const token = await createToken(deps.db, input.data, auditOf(staff, interaction));
  const uses = token.maxUses === 1 ? '1 uso' : `${token.maxUses} usos`;
  const only = input.data.discordId ? `, só para <@${input.data.discordId}>` : '';
  return `Código criado: \`${token.token}\` (${tokenTypeLabels[token.type]}, ${uses}${only}, vale até ${formatDateTimePtBr(new Date(token.expiresAt))}).`;
}
