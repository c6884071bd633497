import { applicationStatusLabels } from '@panel/contract/api/applications';
import { dutyDurationText, dutyMessages } from '@panel/contract/api/duty';
import { removeBlacklistBodySchema } from '@panel/contract/api/blacklist';
import { grantPointsBodySchema } from '@panel/contract/api/store';
import { createTokenBodySchema, tokenTypeLabels } from '@panel/contract/api/tokens';
import { pointsText } from '@panel/contract/api/store-values';
import {
  Events,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
} from 'discord.js';
import { formatDateTimePtBr } from '../../http/format-date';
import type { CleanImage } from '../../storage/image-intake';
import { latestWhitelist, parseReviewCustomId } from '../../modules/applications';
import { createEntry, removeMemberEntry } from '../../modules/blacklist';
import { setCallMute } from '../../modules/calls';
import { endDuty, startDuty } from '../../modules/duty';
import { AccessGuard } from '../../modules/permissions';
import { balanceOf, grantPoints } from '../../modules/store';
import { randomCode } from '../../modules/tickets';
import { createToken } from '../../modules/tokens';
import {
  commandEndpoints,
  evidenceOptions,
  isCommandName,
  slashCommands,
  type CommandName,
} from './commands';
import { downloadEvidence } from './evidence';
import { answerReviewButton, answerReviewReason } from './review';
import {
  Answer,
  answerPrivately,
  auditOf,
  demand,
  type InteractionDeps,
  type Staff,
} from './staff';

export type { InteractionDeps } from './staff';

const names = new Set(slashCommands.map((command) => command.name));

/**
 * The bot as a second front door to the panel (docs/decisions/2026-11-28-decide-from-discord.md):
 * registers the slash commands for the guild once connected, and answers each command with the
 * same service functions and the same permissions as the panel's routes, audited in the
 * member's name "via Discord". Answers are ephemeral and in Portuguese; each is deferred first,
 * so Discord's 3 s never run out while the database works.
 */
export function attachInteractions(
  client: Client,
  baseDeps: Omit<InteractionDeps, 'guard'>,
): () => void {
  // Refusals are audited as the HTTP routes' are, repeats of one member folded into a count.
  const deps: InteractionDeps = { ...baseDeps, guard: new AccessGuard(baseDeps.db, baseDeps.log) };
  const onReady = (ready: Client<true>) => {
    ready.application.commands.set(slashCommands, deps.guildId).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'slash commands not registered');
    });
  };
  const onInteraction = (interaction: Interaction) => {
    if (interaction.guildId !== deps.guildId) return;
    // Another application's command or button is not ours to answer.
    if (interaction.isChatInputCommand() && names.has(interaction.commandName)) {
      void answer(interaction, deps);
    } else if (interaction.isButton() || interaction.isModalSubmit()) {
      const review = parseReviewCustomId(interaction.customId);
      if (!review) return;
      const { action, applicationId } = review;
      if (interaction.isButton() && action !== 'reason') {
        void answerReviewButton(interaction, { action, applicationId }, deps);
      } else if (interaction.isModalSubmit() && review.action === 'reason') {
        void answerReviewReason(interaction, applicationId, deps);
      }
    }
  };
  client.on(Events.ClientReady, onReady);
  client.on(Events.InteractionCreate, onInteraction);
  return () => {
    client.off(Events.ClientReady, onReady);
    client.off(Events.InteractionCreate, onInteraction);
    deps.guard.close().catch((error: unknown) => {
      deps.log.error({ err: error }, 'discord refusal counts lost');
    });
  };
}

function answer(interaction: ChatInputCommandInteraction, deps: InteractionDeps) {
  const command =
    `${interaction.commandName} ${interaction.options.getSubcommand(false) ?? ''}`.trim();
  const action = `/${command}`;
  return answerPrivately(interaction, action, deps, async (staff) => {
    if (!isCommandName(command))
      throw new Answer('Este comando mudou: tente de novo em instantes.');
    await demand(staff, commandEndpoints[command].access, { interaction, action }, deps);
    return run(interaction, command, staff, deps);
  });
}

/** The command's work, once `answer` checked its access. */
async function run(
  interaction: ChatInputCommandInteraction,
  command: CommandName,
  staff: Staff,
  deps: InteractionDeps,
): Promise<string> {
  if (command === 'codigo criar') return createCode(interaction, staff, deps);
  if (command === 'servico entrar' || command === 'servico sair') {
    return changeDuty(interaction, command, staff, deps);
  }
  const member = interaction.options.getUser('membro', true);
  const name = member.globalName ?? member.username;
  switch (command) {
    case 'whitelist ver': {
      const entry = await latestWhitelist(deps.db, member.id);
      if (!entry) return `${name} não enviou whitelist.`;
      const label = applicationStatusLabels[entry.status];
      if (entry.status === 'pending') {
        return `Whitelist de ${name}: ${label}, enviada em ${formatDateTimePtBr(entry.createdAt)}.`;
      }
      const by = entry.decidedBy ? ` por ${entry.decidedBy}` : '';
      const at = entry.decidedAt ? ` em ${formatDateTimePtBr(entry.decidedAt)}` : '';
      const reason = entry.status !== 'approved' && entry.reason ? ` Motivo: ${entry.reason}` : '';
      return `Whitelist de ${name}: ${label}${by}${at}.${reason}`;
    }
    case 'pontos ver': {
      return `${name} tem ${pointsText(await balanceOf(deps.db, member.id))}.`;
    }
    case 'pontos dar': {
      const input = grantPointsBodySchema.safeParse({
        discordId: member.id,
        amount: interaction.options.getInteger('quantidade', true),
        reason: interaction.options.getString('motivo', true),
      });
      if (!input.success) throw new Answer(input.error.issues[0]?.message ?? 'Dados inválidos.');
      const result = await grantPoints(deps.db, input.data, auditOf(staff, interaction));
      return `Pronto: ${result.name ?? name} agora tem ${pointsText(result.points)}.`;
    }
    case 'blacklist adicionar':
      return addToBlacklist(interaction, staff, deps);
    case 'blacklist remover': {
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
    case 'call mutar': {
      const muted = interaction.options.getBoolean('mutado') ?? true;
      const result = await setCallMute(
        { db: deps.db, discord: deps.port },
        member.id,
        muted,
        auditOf(staff, interaction),
      );
      return result.isMuted ? `${name} foi mutado na call.` : `${name} pode falar de novo.`;
    }
  }
}

/**
 * `/servico entrar|sair`: the same shifts as the panel's header, started or ended by the same
 * service, audited "via Discord" (docs/decisions/2026-12-05-duty.md).
 */
async function changeDuty(
  interaction: ChatInputCommandInteraction,
  command: 'servico entrar' | 'servico sair',
  staff: Staff,
  deps: InteractionDeps,
): Promise<string> {
  const audit = auditOf(staff, interaction);
  if (command === 'servico entrar') {
    await startDuty(deps.db, staff, 'discord', audit);
    return dutyMessages.started;
  }
  const duty = await endDuty(deps.db, staff, 'discord', audit);
  return `${dutyMessages.ended} Hoje: ${dutyDurationText(duty.todaySeconds)} em serviço.`;
}

/** `/codigo criar`: a code drawn as the panel's "Gerar" draws it, created by the same service. */
async function createCode(
  interaction: ChatInputCommandInteraction,
  staff: Staff,
  deps: InteractionDeps,
): Promise<string> {
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

/**
 * `/blacklist adicionar`: the images attached are downloaded and checked as the panel's
 * uploads are, then the entry is created by the same service as the panel's form.
 */
async function addToBlacklist(
  interaction: ChatInputCommandInteraction,
  staff: Staff,
  deps: InteractionDeps,
): Promise<string> {
  const member = interaction.options.getUser('membro', true);
  const images: CleanImage[] = [];
  for (const option of evidenceOptions) {
    const file = interaction.options.getAttachment(option);
    if (file) images.push(await downloadEvidence(file, deps.apiBase));
  }
  const days = interaction.options.getInteger('dias');
  const entry = await createEntry(
    { db: deps.db, storage: deps.storage, log: deps.log },
    {
      fields: {
        type: 'player',
        target: member.id,
        reason: interaction.options.getString('motivo', true),
        ...(days && { expiresAt: new Date(Date.now() + days * 86_400_000).toISOString() }),
      },
      images,
    },
    auditOf(staff, interaction),
  );
  const name = entry.discordUsername ?? member.globalName ?? member.username;
  const until = entry.expiresAt ? ` até ${formatDateTimePtBr(new Date(entry.expiresAt))}` : '';
  const proofs =
    images.length === 0
      ? 'sem evidências'
      : `com ${images.length} ${images.length === 1 ? 'evidência' : 'evidências'}`;
  return `${name} entrou na blacklist${until}, ${proofs}.`;
}
