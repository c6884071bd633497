// The team's accountability words without zod: the review cards, the dashboard and the bot
// settings read them (docs/decisions/2026-12-05-team-accountability.md).

export const teamSettingsLimits = {
  /** Days without activity before a staff member counts as inactive; `null` turns it off. */
  minInactivityDays: 1,
  maxInactivityDays: 90,
  defaultInactivityDays: 7,
  /** Hours a pending application may wait before its card is highlighted. */
  minWaitWarningHours: 1,
  maxWaitWarningHours: 720,
  defaultWaitWarningHours: 72,
} as const;

export const teamSettingsMessages = {
  inactivityDays: `Os dias sem atividade devem ser um número inteiro entre ${teamSettingsLimits.minInactivityDays} e ${teamSettingsLimits.maxInactivityDays}, ou desligados.`,
  inactivityChannelId:
    'Informe o ID de um canal de texto do Discord (17 a 20 dígitos), ou nenhum canal.',
  waitWarningHours: `O alerta de espera deve ser um número inteiro de horas entre ${teamSettingsLimits.minWaitWarningHours} e ${teamSettingsLimits.maxWaitWarningHours}.`,
} as const;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** "1 dia", "8 dias". */
export function daysText(days: number): string {
  return days === 1 ? '1 dia' : `${days} dias`;
}

/** "1 hora", "5 horas". */
export function hoursText(hours: number): string {
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/** A staff member's quiet stretch as the dashboard shows it: "sem atividade há 8 dias". */
export function inactiveDaysText(days: number): string {
  return `sem atividade há ${daysText(days)}`;
}

/**
 * How long a pending application has waited, in whole days from a day on, whole hours under it
 * (at least one): "esperando há 3 dias", "esperando há 5 horas".
 */
export function waitingText(waitedMs: number): string {
  if (waitedMs >= dayMs) return `esperando há ${daysText(Math.floor(waitedMs / dayMs))}`;
  return `esperando há ${hoursText(Math.max(1, Math.floor(waitedMs / hourMs)))}`;
}

/** Whether a pending application submitted at `createdAt` waited past the warning at `now`. */
export function waitedTooLong(createdAt: string, warningHours: number, now: number): boolean {
  const created = Date.parse(createdAt);
  return !Number.isNaN(created) && now - created > warningHours * hourMs;
}
