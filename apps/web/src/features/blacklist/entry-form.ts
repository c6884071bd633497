import {
  blacklistMessages,
  blacklistTargetLabels,
  createBlacklistFieldsSchema,
  type BlacklistType,
} from '@panel/contract/api/blacklist';
import { discordInviteCode, type DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import type { GuildMember } from '@panel/contract/api/users';
import { parseDateTimeLocal, toIsoWithOffset } from '@/lib/datetime-local';

export interface EntryFormValues {
  type: BlacklistType;
  /**
   * What the target field shows: a Discord id, a game identifier, a picked member's name, or a
   * server's invite.
   */
  target: string;
  /** The member picked from the Discord server for a player; their id is the target. */
  targetMember: GuildMember | null;
  /** The server the invite in the field leads to, once Discord said; its id is the target. */
  targetGuild: DiscordInviteGuild | null;
  reason: string;
  /**
   * Optional: the picked member's name wins; the catalog names known players on the server; an
   * invite's server fills in its name.
   */
  discordUsername: string;
  /** The `datetime-local` input's value; blank for never. */
  expiresAt: string;
}

/** The text fields, and `evidences` for refusals of the files. */
export type EntryField =
  Exclude<keyof EntryFormValues, 'type' | 'targetMember' | 'targetGuild'> | 'evidences';
export type EntryFieldErrors = Partial<Record<EntryField, string>>;

export const entryFieldOrder: EntryField[] = [
  'target',
  'discordUsername',
  'reason',
  'expiresAt',
  'evidences',
];

export const emptyEntryForm: EntryFormValues = {
  type: 'player',
  target: '',
  targetMember: null,
  targetGuild: null,
  reason: '',
  discordUsername: '',
  expiresAt: '',
};

/** The fields the request sends, as the server reads them. */
export type EntryFields = Record<
  Exclude<keyof EntryFormValues, 'targetMember' | 'targetGuild'>,
  string | undefined
>;

/** A player target typed as a name (no id, no game identifier) but not picked from the list. */
export const unpickedPlayerMessage =
  'Escolha um membro na lista ou cole o ID do Discord (17 a 20 dígitos) ou um identificador do jogo.';

/** A server target that is neither an invite nor digits. */
export const invalidServerTargetMessage =
  'Cole um convite do Discord (discord.gg/…) ou o ID do servidor (17 a 20 dígitos).';

/** An invite whose server has not been confirmed (still looking it up, or not found). */
export const unresolvedInviteMessage =
  'Aguarde o servidor do convite aparecer, ou cole o ID do servidor (17 a 20 dígitos).';

const missingTargetMessages: Record<BlacklistType, string> = {
  player: `Informe o ${blacklistTargetLabels.player}.`,
  server: 'Informe o convite ou o ID do servidor.',
};

/** Digits alone are an id (its length is checked by the contract); anything else, maybe an invite. */
export const looksLikeId = (text: string) => /^\d+$/.test(text.trim());

export type EntryFormCheck =
  { ok: true; fields: EntryFields } | { ok: false; errors: EntryFieldErrors };

function isEntryField(value: unknown): value is EntryField {
  return typeof value === 'string' && (entryFieldOrder as readonly string[]).includes(value);
}

/**
 * What the page can tell before sending: target and reason given, the id's format and a
 * future expiry. The contract's schema gives the messages, so page and server agree; the
 * server decides all the same.
 */
export function checkEntryForm(values: EntryFormValues, now: Date): EntryFormCheck {
  const errors: EntryFieldErrors = {};
  const member = values.type === 'player' ? values.targetMember : null;
  const guild = values.type === 'server' ? values.targetGuild : null;
  const target = member?.userId ?? guild?.guildId ?? values.target.trim();
  if (!target) errors.target = missingTargetMessages[values.type];
  else if (values.type === 'player' && !member && !/^\d+$|:/.test(target)) {
    errors.target = unpickedPlayerMessage;
  } else if (values.type === 'server' && !guild && !looksLikeId(target)) {
    errors.target = discordInviteCode(target)
      ? unresolvedInviteMessage
      : invalidServerTargetMessage;
  }
  if (!values.reason.trim()) errors.reason = 'Informe o motivo.';

  let expiresAt: string | undefined;
  if (values.expiresAt.trim()) {
    const expiry = parseDateTimeLocal(values.expiresAt.trim());
    if (!expiry) errors.expiresAt = 'Informe uma data e hora válidas.';
    else if (expiry.getTime() <= now.getTime()) errors.expiresAt = blacklistMessages.expiryInPast;
    else expiresAt = toIsoWithOffset(expiry);
  }

  const fields: EntryFields = {
    type: values.type,
    target,
    reason: values.reason.trim(),
    discordUsername: member?.name ?? (values.discordUsername.trim() || guild?.name || undefined),
    expiresAt,
  };
  const parsed = createBlacklistFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isEntryField(field)) errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/** The request body: the text fields, then one `evidences` part per file. */
export function entryFormData(fields: EntryFields, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  for (const file of files) form.append('evidences', file, file.name);
  return form;
}
