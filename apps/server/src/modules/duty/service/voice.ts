import type { Database } from '../../../db/client';
import { displayNameOf } from '../../../http/auth-context';
import type { AuditContext } from '../../audit';
import { memberAuthority } from '../../users';
import { findDutySettings } from '../repository/settings';
import { findOpenShift } from '../repository/shifts';
import { findVoiceShiftsAway } from '../repository/voice';
import { closeOverdueIn } from './limit';
import { closeShiftIn, isDutyStaff, openShiftIn, type DutyStaff } from './shifts';

/** A member's voice state changed: the channel they were in and the one they are in now. */
export interface VoiceMove {
  userId: string;
  fromChannelId: string | null;
  toChannelId: string | null;
}

const joined = ' ao entrar na call da equipe';
const left = ' ao sair da call da equipe';

/** Joining or leaving a staff channel happens in Discord: the entry says so. */
function voiceAudit(staff: DutyStaff): AuditContext {
  const { user } = staff;
  return {
    actor: { id: user.id, name: displayNameOf(user), avatar: user.avatarUrl },
    requestId: null,
    ip: null,
    via: 'discord',
  };
}

/**
 * Voice on duty (docs/decisions/2026-12-05-duty.md): a member of staff who comes into the staff
 * voice channels (`voiceChannelIds`) from outside them starts a shift, unless one is open; who
 * is outside them after a change ends the shift voice started, and only that one (a shift
 * started from the panel or Discord is theirs to end). Moving between staff channels changes
 * nothing. Answers what it did.
 */
export async function followDutyVoice(
  db: Database,
  move: VoiceMove,
  options: { adminDiscordIds: readonly string[] },
  at = new Date(),
): Promise<'started' | 'ended' | null> {
  if (move.fromChannelId === move.toChannelId) return null;
  const { voiceChannelIds } = await findDutySettings(db);
  const staffChannels = new Set(voiceChannelIds);
  const isIn = (channelId: string | null) => channelId !== null && staffChannels.has(channelId);
  if (!isIn(move.toChannelId)) return endVoiceShift(db, move.userId, options, at);
  if (isIn(move.fromChannelId)) return null;
  const staff = await memberAuthority(db, move.userId, options.adminDiscordIds);
  if (!isDutyStaff(staff)) return null;
  return db.transaction(async (tx) => {
    await closeOverdueIn(tx, at, staff.user.id);
    const row = await openShiftIn(
      tx,
      staff,
      { at, source: 'voice', how: joined },
      voiceAudit(staff),
    );
    return row && 'started';
  });
}

/** Ends the member's shift if voice started it; a member without one costs one indexed read. */
async function endVoiceShift(
  db: Database,
  userId: string,
  options: { adminDiscordIds: readonly string[] },
  at: Date,
): Promise<'ended' | null> {
  const open = await findOpenShift(db, userId);
  if (open?.startSource !== 'voice') return null;
  const staff = await memberAuthority(db, userId, options.adminDiscordIds);
  if (!staff) return null;
  return db.transaction(async (tx) => {
    await closeOverdueIn(tx, at, userId);
    const row = await closeShiftIn(
      tx,
      userId,
      { at, source: 'voice', how: left, startedBy: 'voice' },
      voiceAudit(staff),
    );
    return row && 'ended';
  });
}

/**
 * After the bot was away (a full view of the guild): ends the shifts voice started of staff who
 * are outside the staff channels now, as if they had just left.
 */
export async function endVoiceShiftsAway(
  db: Database,
  options: { adminDiscordIds: readonly string[] },
  at = new Date(),
): Promise<number> {
  const { voiceChannelIds } = await findDutySettings(db);
  let ended = 0;
  for (const staffId of await findVoiceShiftsAway(db, voiceChannelIds)) {
    if ((await endVoiceShift(db, staffId, options, at)) === 'ended') ended += 1;
  }
  return ended;
}
