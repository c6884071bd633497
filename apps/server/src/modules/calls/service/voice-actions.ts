import { callMessages } from '@panel/contract/api/calls';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { DiscordDeliveryError } from '../../../outbox/discord-effects';
import type { DiscordPort } from '../../../discord/port';
import { HttpError, conflict, forbidden } from '../../../http/errors';
import { holdAction, type ActionUndoer } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import { loadGuildView } from '../../bot-settings';
import {
  deleteVoiceState,
  findVoiceMember,
  setServerMute,
  type VoiceMemberRow,
} from '../repository/connected';
import { voiceActionBlocked } from './connected';

/**
 * What staff are told when Discord does not carry out a mute or a removal: the member left
 * voice (or the guild), the bot lacks the permission, or Discord did not answer.
 */
function refusal(error: unknown, cannot: string, failed: string): unknown {
  if (!(error instanceof DiscordDeliveryError)) return error;
  switch (error.code) {
    case 'not_in_voice':
    case 'unknown_target':
      return conflict(callMessages.notInVoice);
    case 'missing_permission':
      return forbidden(cannot);
    case 'unavailable':
      return new HttpError(503, 'unavailable', callMessages.discordUnavailable);
    default:
      return conflict(failed);
  }
}

/**
 * The member in voice per the guild catalog; a 409 when they are not, a 403 when the bot may
 * not do `action` in their channel (its overwrites), without asking Discord.
 */
async function inVoice(
  db: Database,
  discordId: string,
  action: 'mute' | 'disconnect',
): Promise<VoiceMemberRow> {
  const voice = await findVoiceMember(db, discordId);
  if (!voice) throw conflict(callMessages.notInVoice);
  const blocked = voiceActionBlocked(await loadGuildView(db), voice.channelId, action);
  if (blocked) throw forbidden(blocked);
  return voice;
}

const who = (discordId: string, voice: VoiceMemberRow) =>
  voice.name ? `${voice.name} (${discordId})` : discordId;
const where = (voice: VoiceMemberRow) => voice.channelName ?? voice.channelId;

/**
 * Server mute in voice, set (`muted`) or toggled (no value), answered after Discord applies
 * it (docs/decisions/2026-11-24-calls.md). Discord is asked even when the catalog already
 * shows the state, since the catalog may lag; a change is audited.
 */
export async function setCallMute(
  deps: { db: Database; discord: DiscordPort },
  discordId: string,
  muted: boolean | undefined,
  audit: AuditContext,
  options: { undoMs: number } = { undoMs: 0 },
): Promise<{ discordId: string; isMuted: boolean }> {
  const { db, discord } = deps;
  const voice = await inVoice(db, discordId, 'mute');
  const next = muted ?? !voice.serverMute;
  try {
    await discord.setVoiceMute(discordId, next);
  } catch (error) {
    throw refusal(error, callMessages.cannotMute, callMessages.muteFailed.description);
  }
  await db.transaction(async (tx) => {
    await setServerMute(tx, discordId, next);
    if (next === voice.serverMute) return;
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: next ? 'calls.mute' : 'calls.unmute',
      target: discordId,
      details: next
        ? `Mutou ${who(discordId, voice)} na call ${where(voice)}`
        : `Desmutou ${who(discordId, voice)} na call ${where(voice)}`,
      before: { isMuted: voice.serverMute, channelId: voice.channelId },
      after: { isMuted: next, channelId: voice.channelId },
    });
    const subject: MuteUndoSubject = { discordId, muted: next };
    await holdAction(tx, audit, { kind: 'calls.mute', subject }, options);
  });
  return { discordId, isMuted: next };
}

const muteUndoSchema = z.object({ discordId: z.string(), muted: z.boolean() });
type MuteUndoSubject = z.infer<typeof muteUndoSchema>;

/**
 * Undoes a mute or an unmute (`calls.mute`): a mute acts at once (a late mute is a wrong
 * mute), so its undo is the opposite, asked of Discord now. Refused when the member left voice.
 */
export const undoCallMute: ActionUndoer = async ({ tx, subject, audit, discord }) => {
  const { discordId, muted } = muteUndoSchema.parse(subject);
  const voice = await findVoiceMember(tx, discordId);
  if (!voice) throw conflict(callMessages.notInVoice);
  try {
    await discord.setVoiceMute(discordId, !muted);
  } catch (error) {
    throw refusal(error, callMessages.cannotMute, callMessages.muteFailed.description);
  }
  await setServerMute(tx, discordId, !muted);
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: muted ? 'calls.unmute' : 'calls.mute',
    target: discordId,
    details: muted
      ? `Desfez o mute de ${who(discordId, voice)} na call ${where(voice)}`
      : `Desfez o desmute de ${who(discordId, voice)} na call ${where(voice)}`,
    before: { isMuted: muted, channelId: voice.channelId },
    after: { isMuted: !muted, channelId: voice.channelId },
  });
};

/**
 * Disconnects the member from voice, answered after Discord does; audited. The gateway's
 * voice event that follows closes their segment.
 */
export async function removeFromCall(
  deps: { db: Database; discord: DiscordPort },
  discordId: string,
  audit: AuditContext,
): Promise<void> {
  const { db, discord } = deps;
  const voice = await inVoice(db, discordId, 'disconnect');
  try {
    await discord.disconnectVoice(discordId);
  } catch (error) {
    throw refusal(error, callMessages.cannotRemove, callMessages.removeFailed.description);
  }
  await db.transaction(async (tx) => {
    await deleteVoiceState(tx, discordId);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'calls.disconnect',
      target: discordId,
      details: `Removeu ${who(discordId, voice)} da call ${where(voice)}`,
      before: { channelId: voice.channelId, isMuted: voice.serverMute },
      after: { channelId: null },
    });
  });
}
