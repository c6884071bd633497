// Duty's words without zod: the panel header's toggle and the member's file read them
// (docs/decisions/2026-12-05-duty.md).

/** Where a shift was started: the panel's header, `/servico entrar`, or a staff voice channel. */
export const dutyStartSources = ['panel', 'discord', 'voice'] as const;
export type DutyStartSource = (typeof dutyStartSources)[number];

/** Where a shift was ended; `limit`: it ran past the longest shift and closed itself. */
export const dutyEndSources = [...dutyStartSources, 'limit'] as const;
export type DutyEndSource = (typeof dutyEndSources)[number];

/** "Em serviço desde 14:02 (pelo painel)". */
export const dutySourceLabels: Record<DutyEndSource, string> = {
  panel: 'pelo painel',
  discord: 'pelo Discord',
  voice: 'pela call da equipe',
  limit: 'pelo limite do turno',
};

export const dutyLimits = {
  /** The longest a shift may stay open, in whole hours. */
  minShiftHours: 1,
  maxShiftHours: 24,
  defaultMaxShiftHours: 12,
  /** Staff voice channels that start a shift. */
  maxVoiceChannels: 25,
  /** The longest period `listDutyShifts` reads at once, in days. */
  maxRangeDays: 366,
  /** The most shifts one answer lists (newest first). */
  maxShifts: 1000,
} as const;

export const dutyMessages = {
  onDuty: 'Em serviço',
  offDuty: 'Fora de serviço',
  started: 'Você entrou em serviço.',
  ended: 'Você saiu de serviço.',
  alreadyOnDuty: 'Você já está em serviço.',
  notOnDuty: 'Você não está em serviço.',
  notStaff: 'Só quem é da equipe do painel entra em serviço.',
  startFailed: 'Não foi possível entrar em serviço.',
  endFailed: 'Não foi possível sair de serviço.',
  maxShiftHours: `O limite do turno deve ser um número inteiro de horas entre ${dutyLimits.minShiftHours} e ${dutyLimits.maxShiftHours}.`,
  voiceChannels: `Escolha no máximo ${dutyLimits.maxVoiceChannels} canais de voz.`,
  voiceChannelTwice: 'Cada canal de voz só pode aparecer uma vez.',
  from: 'Data inicial inválida: use data e hora ISO 8601.',
  to: 'Data final inválida: use data e hora ISO 8601.',
  order: 'A data inicial deve ser anterior ou igual à data final.',
  range: `Escolha um período de no máximo ${dutyLimits.maxRangeDays} dias.`,
} as const;

/** Time on duty as staff read it: "1h 05min", "45min", "0min" (as time in voice reads). */
export function dutyDurationText(seconds: number): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  if (minutes < 60) return `${minutes}min`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}min`;
}
