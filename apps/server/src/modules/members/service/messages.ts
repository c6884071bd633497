import { memberMessageLimits, type MemberMessageResult } from '@panel/contract/api/members';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { badRequest, HttpError } from '../../../http/errors';
import { enqueueEffects } from '../../../outbox/enqueue';
import { holdAction, type ActionUndoer } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import {
  deleteMessage,
  findGuildName,
  findGuildPresence,
  findRecentMessageTimes,
  insertMessage,
  lockSenderMessages,
} from '../repository/messages';
import { memberName } from './profile';

const { perWindow, windowMinutes } = memberMessageLimits;
const windowMs = windowMinutes * 60_000;

/** The line under the staff's text: the bot speaks for the staff, not for itself. */
export function staffSignature(guildName: string | null): string {
  return guildName
    ? `— Mensagem da equipe do servidor ${guildName}`
    : '— Mensagem da equipe do servidor';
}

function tooMany(oldest: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    'rate_limited',
    `Você já enviou ${perWindow} mensagens a este membro nos últimos ${windowMinutes} minutos. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/**
 * Staff write to a member through the bot: a direct message with the staff's signature, held
 * for the undo window, audited against the member, at most `perWindow` per sender and member in
 * `windowMinutes` (docs/decisions/2026-12-05-member-file.md). Never posted in a channel when the
 * member's DMs are closed: it is private; the toast tells the failure.
 */
export function messageMember(
  db: Database,
  discordId: string,
  content: string,
  audit: AuditContext,
  options: { undoMs: number; now?: Date },
): Promise<MemberMessageResult> {
  const senderId = audit.actor.id;
  if (senderId === null) throw badRequest('Entre no painel para enviar mensagens.');
  if (senderId === discordId) throw badRequest('Você não pode enviar uma mensagem a si mesmo.');
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const presence = await findGuildPresence(tx, discordId);
    if (!presence?.inGuild) {
      throw badRequest(
        'Este membro não está no servidor do Discord: o bot só envia mensagens a quem está no servidor.',
      );
    }
    if (presence.bot) throw badRequest('Não é possível enviar mensagens a um bot.');
    await lockSenderMessages(tx, senderId, discordId);
    const recent = await findRecentMessageTimes(
      tx,
      senderId,
      discordId,
      new Date(now.getTime() - windowMs),
      perWindow,
    );
    const oldest = recent[perWindow - 1];
    if (oldest) throw tooMany(oldest, now);
    const messageId = await insertMessage(tx, { discordId, senderId, sentAt: now });
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'members.message',
      target: discordId,
      details: `Enviou uma mensagem direta a ${await memberName(tx, discordId)}`,
      after: { content },
    });
    const subject: MessageUndoSubject = { messageId, discordId };
    const notBefore = await holdAction(
      tx,
      audit,
      { kind: 'members.message', subject },
      { undoMs: options.undoMs, now },
    );
    const signature = staffSignature(await findGuildName(tx));
    await enqueueEffects(
      tx,
      [
        {
          type: 'member.directMessage',
          userId: discordId,
          content: `${content}\n\n${signature}`,
          fallbackChannelId: null,
        },
      ],
      audit.requestId,
      notBefore,
    );
    return { discordId, queued: true };
  });
}

const messageUndoSchema = z.object({ messageId: z.number().int(), discordId: z.string() });
type MessageUndoSubject = z.infer<typeof messageUndoSchema>;

/**
 * Undoes a message (`members.message`): the actions module already withdrew the direct
 * message; it no longer counts towards the limit, and the audit log says it was undone.
 */
export const undoMemberMessage: ActionUndoer = async ({ tx, subject, audit }) => {
  const { messageId, discordId } = messageUndoSchema.parse(subject);
  await deleteMessage(tx, messageId);
  await recordAudit(tx, audit, {
    actionType: 'delete',
    action: 'members.message.undo',
    target: discordId,
    details: `Mensagem desfeita: a mensagem direta a ${await memberName(tx, discordId)} não foi enviada`,
  });
};
