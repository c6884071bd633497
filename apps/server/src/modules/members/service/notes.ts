import {
  memberNoteLimits,
  type MemberNote,
  type MemberNoteUpdate,
} from '@panel/contract/api/members';
import type { Database } from '../../../db/client';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import {
  countNotes,
  deleteNoteRow,
  findNoteRow,
  insertNote,
  listNoteRows,
  lockMemberNotes,
  updateNoteRow,
  type NoteRow,
} from '../repository/notes';
import { memberName } from './profile';

const present = (row: NoteRow): MemberNote => ({
  id: String(row.id),
  body: row.body,
  pinned: row.pinned,
  authorId: row.authorId,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

const missing = () => notFound('Nota não encontrada.');

export async function listNotes(db: Database, discordId: string): Promise<MemberNote[]> {
  return (await listNoteRows(db, discordId, memberNoteLimits.perMember)).map(present);
}

/** Staff write a note about a member: private to staff, audited against the member. */
export function createNote(
  db: Database,
  discordId: string,
  input: { body: string; pinned?: boolean | undefined },
  audit: AuditContext,
): Promise<MemberNote> {
  return db.transaction(async (tx) => {
    await lockMemberNotes(tx, discordId);
    if ((await countNotes(tx, discordId)) >= memberNoteLimits.perMember) {
      throw conflict(
        `Este membro já tem ${memberNoteLimits.perMember} notas: exclua uma antes de escrever outra.`,
      );
    }
    const row = await insertNote(tx, {
      discordId,
      body: input.body,
      pinned: input.pinned ?? false,
      authorId: audit.actor.id,
      authorName: audit.actor.name,
    });
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'members.note.create',
      target: discordId,
      details: `Escreveu uma nota sobre ${await memberName(tx, discordId)}`,
      after: { body: row.body, pinned: row.pinned },
    });
    return present(row);
  });
}

/**
 * Changes a note: its text only by its author, its pin by anyone who sees the file
 * (docs/decisions/2026-12-05-member-file.md).
 */
export function updateNote(
  db: Database,
  discordId: string,
  id: number,
  change: MemberNoteUpdate,
  audit: AuditContext,
): Promise<MemberNote> {
  return db.transaction(async (tx) => {
    const existing = await findNoteRow(tx, discordId, id);
    if (!existing) throw missing();
    const body = change.body === existing.body ? undefined : change.body;
    if (body !== undefined && existing.authorId !== audit.actor.id) {
      throw forbidden('Só quem escreveu a nota pode alterar o texto.');
    }
    const pinned = change.pinned === existing.pinned ? undefined : change.pinned;
    if (body === undefined && pinned === undefined) return present(existing);
    const row = await updateNoteRow(tx, id, { body, pinned, edited: body !== undefined });
    if (!row) throw missing();
    const name = await memberName(tx, discordId);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'members.note.update',
      target: discordId,
      details:
        body !== undefined
          ? `Alterou uma nota sobre ${name}`
          : `${pinned ? 'Fixou' : 'Desafixou'} uma nota sobre ${name}`,
      before: {
        ...(body !== undefined ? { body: existing.body } : {}),
        ...(pinned !== undefined ? { pinned: existing.pinned } : {}),
      },
      after: {
        ...(body !== undefined ? { body } : {}),
        ...(pinned !== undefined ? { pinned } : {}),
      },
    });
    return present(row);
  });
}

/** Deletes a note: only its author may. */
export function deleteNote(
  db: Database,
  discordId: string,
  id: number,
  audit: AuditContext,
): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await findNoteRow(tx, discordId, id);
    if (!existing) throw missing();
    if (existing.authorId !== audit.actor.id) {
      throw forbidden('Só quem escreveu a nota pode excluí-la.');
    }
    await deleteNoteRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'members.note.delete',
      target: discordId,
      details: `Excluiu uma nota sobre ${await memberName(tx, discordId)}`,
      before: { body: existing.body, pinned: existing.pinned },
    });
  });
}
