import {
  decisionReasonMax,
  insertionRoleLabel,
  rejectApplicationBodySchema,
} from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import type { EndpointRoute } from '@panel/contract/endpoints/define';
import {
  ComponentType,
  MessageFlags,
  TextInputStyle,
  type ButtonInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import {
  decideAsStaff,
  findApplication,
  reviewCustomId,
  type ApplicationRow,
  type ReviewAction,
} from '../../modules/applications';
import { listReasons } from '../../modules/rejection-reasons';
import {
  Answer,
  answerFor,
  answerPrivately,
  auditOf,
  demand,
  staffOf,
  type InteractionDeps,
  type Staff,
} from './staff';

/**
 * The review message's buttons (docs/decisions/2026-11-28-decide-from-discord.md): "Aprovar"
 * decides at once; "Reprovar" opens a modal with the form's canned reasons and a free text,
 * and its submission decides. Both go through `decideAsStaff`, as the panel's approve and
 * reject routes do, with those routes' access from the contract; the review message itself is
 * edited by the decision's effects, whoever decided and wherever.
 */

const decisionEndpoints = {
  whitelist: { approve: endpointRoutes.approveAllowlist, reject: endpointRoutes.rejectAllowlist },
  insertion: { approve: endpointRoutes.approveInsertion, reject: endpointRoutes.rejectInsertion },
  appeal: { approve: endpointRoutes.approveAppeal, reject: endpointRoutes.rejectAppeal },
} as const satisfies Record<FormType, Record<ReviewAction, EndpointRoute>>;

/** What the member did, as the refusal's audit entry names it. */
const decisionActions: Record<ReviewAction, string> = {
  approve: 'Aprovar (Discord)',
  reject: 'Reprovar (Discord)',
};

/** Discord's most options in a select menu, and characters in an option's label. */
const selectMax = { options: 25, label: 100 } as const;

const cannedId = 'canned';
const reasonId = 'reason';

function noun(row: ApplicationRow): string {
  if (row.form === 'appeal') {
    return `a apelação sobre a ${row.appealKind === 'whitelist' ? 'whitelist reprovada' : 'blacklist'}`;
  }
  return row.form === 'whitelist'
    ? 'a whitelist'
    : `a inscrição para ${insertionRoleLabel(row.roleName ?? '')}`;
}

/** The application a button names, pending and decidable by this member. */
async function decidable(
  interaction: ButtonInteraction | ModalSubmitInteraction,
  applicationId: number,
  decision: ReviewAction,
  staff: Staff,
  deps: InteractionDeps,
): Promise<ApplicationRow> {
  const row = await findApplication(deps.db, applicationId);
  if (!row) throw new Answer('Esta solicitação não existe mais no painel.');
  await demand(
    staff,
    decisionEndpoints[row.form][decision].access,
    { interaction, action: decisionActions[decision] },
    deps,
  );
  if (row.userId === staff.user.id) {
    throw new Answer('Você não pode decidir sobre a sua própria solicitação.');
  }
  if (row.status !== 'pending') {
    const outcome = row.status === 'approved' ? 'aprovada' : 'reprovada';
    const by = row.decidedByName ? ` por ${row.decidedByName}` : '';
    throw new Answer(`Esta solicitação já foi ${outcome}${by}.`);
  }
  return row;
}

async function decide(
  interaction: ButtonInteraction | ModalSubmitInteraction,
  row: ApplicationRow,
  staff: Staff,
  decision: ReviewAction,
  reason: string | undefined,
  deps: InteractionDeps,
): Promise<string> {
  await decideAsStaff(
    deps.db,
    { form: row.form, decision, userId: row.userId, id: String(row.id), reason },
    auditOf(staff, interaction),
    { cooldownMs: deps.reapplyCooldownMs, single: true },
  );
  const done = decision === 'approve' ? 'aprovou' : 'reprovou';
  return `Você ${done} ${noun(row)} de ${row.username}.`;
}

/** "Aprovar" decides; "Reprovar" shows the reason's modal (or the refusal, ephemeral). */
export async function answerReviewButton(
  interaction: ButtonInteraction,
  review: { action: ReviewAction; applicationId: number },
  deps: InteractionDeps,
): Promise<void> {
  if (review.action === 'reject') {
    await askReason(interaction, review.applicationId, deps);
    return;
  }
  await answerPrivately(interaction, decisionActions.approve, deps, async (staff) => {
    const row = await decidable(interaction, review.applicationId, 'approve', staff, deps);
    return decide(interaction, row, staff, 'approve', undefined, deps);
  });
}

/**
 * The modal opens at once, as Discord requires (no deferring a modal): the permission and the
 * reasons are read first, within Discord's 3 s.
 */
async function askReason(
  interaction: ButtonInteraction,
  applicationId: number,
  deps: InteractionDeps,
): Promise<void> {
  try {
    const staff = await staffOf(interaction, deps);
    const row = await decidable(interaction, applicationId, 'reject', staff, deps);
    const reasons = (await listReasons(deps.db, row.form)).slice(0, selectMax.options);
    await interaction.showModal({
      custom_id: reviewCustomId('reason', row.id),
      title: `Reprovar ${row.form === 'whitelist' ? 'whitelist' : 'inscrição'}`.slice(0, 45),
      components: [
        ...(reasons.length > 0
          ? [
              {
                type: ComponentType.Label as const,
                label: 'Motivo pronto',
                description: 'Os motivos cadastrados no painel para este formulário.',
                component: {
                  type: ComponentType.StringSelect as const,
                  custom_id: cannedId,
                  placeholder: 'Escolha um motivo (opcional)',
                  required: false,
                  min_values: 0,
                  max_values: 1,
                  options: reasons.map((reason) => ({
                    label: reason.text.slice(0, selectMax.label),
                    value: reason.id,
                  })),
                },
              },
            ]
          : []),
        {
          type: ComponentType.Label as const,
          label: reasons.length > 0 ? 'Detalhes' : 'Motivo',
          description: `Aparece para o membro. Até ${decisionReasonMax} caracteres.`,
          component: {
            type: ComponentType.TextInput as const,
            custom_id: reasonId,
            style: TextInputStyle.Paragraph,
            required: false,
            max_length: decisionReasonMax,
          },
        },
      ],
    });
  } catch (error) {
    const content = answerFor(error, { action: decisionActions.reject }, deps);
    await interaction
      .reply({ content, flags: MessageFlags.Ephemeral })
      .catch((replyError: unknown) => deps.log.warn({ err: replyError }, 'refusal not sent'));
  }
}

/** The reason's modal sent: the canned reason and the details, joined, then the decision. */
export async function answerReviewReason(
  interaction: ModalSubmitInteraction,
  applicationId: number,
  deps: InteractionDeps,
): Promise<void> {
  await answerPrivately(interaction, decisionActions.reject, deps, async (staff) => {
    const row = await decidable(interaction, applicationId, 'reject', staff, deps);
    const { fields } = interaction;
    const cannedIds = fields.fields.has(cannedId) ? fields.getStringSelectValues(cannedId) : [];
    const canned = cannedIds.length
      ? (await listReasons(deps.db, row.form)).find((reason) => reason.id === cannedIds[0])?.text
      : undefined;
    const details = fields.fields.has(reasonId) ? fields.getTextInputValue(reasonId).trim() : '';
    const input = rejectApplicationBodySchema.safeParse({
      userId: row.userId,
      id: String(row.id),
      reason: [canned, details].filter(Boolean).join(' — ') || undefined,
    });
    if (!input.success) throw new Answer(input.error.issues[0]?.message ?? 'Dados inválidos.');
    return decide(interaction, row, staff, 'reject', input.data.reason, deps);
  });
}
