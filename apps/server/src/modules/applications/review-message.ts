import { insertionRoleLabel } from '@panel/contract/api/applications';
import type { BotSettings } from '@panel/contract/api/bot-settings';
import { triageResultLabels, type FormType } from '@panel/contract/api/forms';
import {
  withSetting,
  type BotButton,
  type BotMessage,
  type DiscordEffect,
} from '../../outbox/discord-effects';
import type { PlannedEffect } from '../../outbox/effects';
import { formatDateTimePtBr } from '../../http/format-date';
import { normalizeAnswers } from './answers';
import type { ApplicationRow } from './present';

/**
 * The review channel's message for an application (docs/decisions/2026-11-28-decide-from-discord.md):
 * who sent what, their answers, and "Aprovar" / "Reprovar" while it is pending; once decided,
 * the outcome and who decided, without those buttons. Every state renders from the row, so
 * the message is posted and edited with the same text the panel shows.
 */

/** Discord's most characters in a message's content. */
const contentMax = 2_000;
/** The most characters of one answer the message quotes; the panel shows it whole. */
const answerMax = 300;

/** What a review button asks: approve, or open the rejection's modal. */
export type ReviewAction = 'approve' | 'reject';

const customIdPattern = /^review:(approve|reject|reason):(\d{1,18})$/;

/** A review button's or the rejection modal's custom id: `review:<action>:<application id>`. */
export function reviewCustomId(action: ReviewAction | 'reason', applicationId: number): string {
  return `review:${action}:${applicationId}`;
}

/** The action and application a custom id names, or `null` when it is not the review's. */
export function parseReviewCustomId(
  customId: string,
): { action: ReviewAction | 'reason'; applicationId: number } | null {
  const match = customIdPattern.exec(customId);
  if (!match?.[1] || !match[2]) return null;
  return { action: match[1] as ReviewAction | 'reason', applicationId: Number(match[2]) };
}

const pages: Record<FormType, string> = {
  whitelist: '/allowlists',
  insertion: '/insertions',
  appeal: '/appeals',
};

/**
 * What a member wrote, shown as written: Discord's Markdown (bold, links, code, spoilers,
 * headings, quotes) and mentions are escaped, so an answer cannot format or fake the message.
 */
function literal(text: string): string {
  return text.replace(/[\\*_~`|>#[\]()<@:-]/g, '\\$&');
}

/** The first `max` characters, never half an emoji (cut on code points). */
function cut(text: string, max: number, ellipsis = ''): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  return points.slice(0, max - Array.from(ellipsis).length).join('') + ellipsis;
}

function title(row: ApplicationRow): string {
  if (row.form === 'appeal') {
    return `Apelação sobre a ${row.appealKind === 'whitelist' ? 'whitelist reprovada' : 'blacklist'}`;
  }
  return row.form === 'whitelist'
    ? 'Whitelist'
    : `Inscrição para ${insertionRoleLabel(row.roleName ?? '')}`;
}

/** An appeal's subject: the decision it contests, and which of the member's appeals this is. */
function appealLine(row: ApplicationRow): string | null {
  const subject = row.appeal;
  if (!subject) return null;
  const by = subject.decidedBy ? ` por ${literal(subject.decidedBy)}` : '';
  const at = subject.decidedAt ? ` em ${formatDateTimePtBr(new Date(subject.decidedAt))}` : '';
  const what = subject.kind === 'whitelist' ? 'Reprovada' : 'Na blacklist';
  const reason = subject.reason ? `: ${literal(cut(subject.reason, answerMax, '…'))}` : '';
  return `${what}${by}${at}${reason}
Apelação ${subject.attempt} de ${subject.appealsAllowed}`;
}

function outcome(row: ApplicationRow): string {
  if (row.status === 'pending') return '🕓 Aguardando análise';
  const by = row.decidedByName ? ` por ${literal(row.decidedByName)}` : '';
  const at = row.decidedAt ? ` em ${formatDateTimePtBr(row.decidedAt)}` : '';
  if (row.status === 'approved') return `✅ **Aprovada**${by}${at}`;
  if (row.status === 'revoked') {
    const revokedBy = row.revokedByName ? ` por ${literal(row.revokedByName)}` : '';
    const revokedAt = row.revokedAt ? ` em ${formatDateTimePtBr(row.revokedAt)}` : '';
    const reason = row.revokeReason ? `\nMotivo: ${literal(row.revokeReason)}` : '';
    return `✅ **Aprovada**${by}${at}\n⛔ **Revogada**${revokedBy}${revokedAt}${reason}`;
  }
  const reason = row.decisionReason ? `\nMotivo: ${literal(row.decisionReason)}` : '';
  return `❌ **Reprovada**${by}${at}${reason}`;
}

/** Quoted answers that fit in `budget` characters; those that do not are counted instead. */
function quotedAnswers(row: ApplicationRow, budget: number): string {
  const answers = normalizeAnswers(row.answers);
  const blocks: string[] = [];
  let used = 0;
  for (const [index, { question, answer, grade }] of answers.entries()) {
    const short = literal(cut(answer, answerMax, '…'));
    const mark = grade
      ? grade.correct
        ? ' ✅'
        : grade.eliminatory
          ? ' ❌ (eliminatória)'
          : ' ❌'
      : '';
    const block = `**${literal(question)}**${mark}\n${short
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}`;
    const rest = answers.length - index;
    const more = `\n_…e mais ${rest} ${rest === 1 ? 'resposta' : 'respostas'} no painel._`;
    if (used + block.length + 2 + more.length > budget) {
      blocks.push(more.trimStart());
      break;
    }
    blocks.push(block);
    used += block.length + 2;
  }
  return blocks.join('\n\n');
}

/** The graded questions' score, and whether it passed the form's mark, when graded. */
function scoreLine(row: ApplicationRow): string | null {
  if (row.score === null) return null;
  const result = row.triage ? ` — ${triageResultLabels[row.triage].toLowerCase()}` : '';
  return `Questionário: **${row.score}%**${result}`;
}

/** The staff votes so far, on an application whose form asks for several. */
function votesLine(row: ApplicationRow): string | null {
  if (row.votes.length === 0) return null;
  const named = row.votes
    .map((vote) => `${vote.vote === 'approve' ? '✅' : '❌'} ${literal(vote.staffName)}`)
    .join(', ');
  const approvals = row.votes.filter((vote) => vote.vote === 'approve').length;
  const rejections = row.votes.length - approvals;
  return `Votos: ${named} — ${approvals} de ${row.approvalsRequired} para aprovar, ${rejections} de ${row.rejectionsRequired} para reprovar`;
}

/** The message for the application as it is now. */
export function reviewMessage(row: ApplicationRow): BotMessage {
  const head = [
    `📝 **${title(row)}** de <@${row.userId}> (${literal(row.username)})`,
    `Enviada em ${formatDateTimePtBr(row.createdAt)}`,
    appealLine(row),
    scoreLine(row),
  ]
    .filter(Boolean)
    .join('\n');
  const foot = [votesLine(row), outcome(row)].filter(Boolean).join('\n');
  const answers = quotedAnswers(row, contentMax - head.length - foot.length - 4);
  const content = cut([head, answers, foot].filter(Boolean).join('\n\n'), contentMax);
  const query = new URLSearchParams({ status: row.status, search: row.userId });
  const link: BotButton = {
    style: 'link',
    label: 'Abrir no painel',
    path: `${pages[row.form]}?${query.toString()}`,
  };
  const buttons: BotButton[] =
    row.status === 'pending'
      ? [
          { style: 'success', label: 'Aprovar', customId: reviewCustomId('approve', row.id) },
          { style: 'danger', label: 'Reprovar', customId: reviewCustomId('reject', row.id) },
          link,
        ]
      : [link];
  return { content, buttons };
}

/** A new application's message in the review channel ("Canal de análise de formulários"). */
export function reviewPostEffect(settings: BotSettings, row: ApplicationRow): PlannedEffect {
  return withSetting(settings, 'reviewChannelId', (channelId) => ({
    type: 'message.post',
    channelId,
    message: reviewMessage(row),
    applicationId: row.id,
  }));
}

/** The application's review message rewritten as it is now; none before it was posted. */
export function reviewEditEffects(row: ApplicationRow): DiscordEffect[] {
  if (!row.reviewChannelId || !row.reviewMessageId) return [];
  return [
    {
      type: 'message.edit',
      channelId: row.reviewChannelId,
      messageId: row.reviewMessageId,
      message: reviewMessage(row),
      applicationId: row.id,
    },
  ];
}
