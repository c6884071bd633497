import { memberNoteLimits, type MemberTag } from '@panel/contract/api/members';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import {
  countTagged,
  countTags,
  deleteTagRow,
  findMemberTagRows,
  findTagRow,
  findTagRows,
  insertTag,
  listTagRows,
  replaceMemberTags,
  updateTagRow,
  type TagRow,
} from '../repository/tags';
import { memberName } from './profile';

type TagValues = { name: string; color: string; watch: boolean };

export const presentTag = (row: TagRow): MemberTag => ({
  id: String(row.id),
  name: row.name,
  color: row.color,
  watch: row.watch,
});

const duplicate = () => conflict('Já existe uma etiqueta com esse nome.');
const missing = () => notFound('Etiqueta não encontrada.');
const valuesOf = (row: TagRow): TagValues => ({
  name: row.name,
  color: row.color,
  watch: row.watch,
});

export async function listTags(db: Database): Promise<MemberTag[]> {
  return (await listTagRows(db)).map(presentTag);
}

export function createTag(db: Database, body: TagValues, audit: AuditContext): Promise<MemberTag> {
  return db.transaction(async (tx) => {
    if ((await countTags(tx)) >= memberNoteLimits.tagsMax) {
      throw conflict(
        `Já são ${memberNoteLimits.tagsMax} etiquetas: exclua uma antes de criar outra.`,
      );
    }
    const row = await insertTag(tx, body);
    if (!row) throw duplicate();
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'members.tag.create',
      target: `member-tag:${row.id}`,
      details: `Criou a etiqueta de membros "${row.name}"`,
      after: body,
    });
    return presentTag(row);
  });
}

export async function updateTag(
  db: Database,
  id: number,
  body: TagValues,
  audit: AuditContext,
): Promise<MemberTag> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await findTagRow(tx, id);
      if (!existing) throw missing();
      const row = await updateTagRow(tx, id, body);
      if (!row) throw missing();
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'members.tag.update',
        target: `member-tag:${id}`,
        details: `Alterou a etiqueta de membros "${existing.name}"`,
        before: valuesOf(existing),
        after: body,
      });
      return presentTag(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'member_tags_name_idx')) throw duplicate();
    throw error;
  }
}

/** Deletes a tag and takes it off every member who had it. */
export function deleteTag(db: Database, id: number, audit: AuditContext): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await findTagRow(tx, id);
    if (!existing) throw missing();
    const tagged = await countTagged(tx, id);
    await deleteTagRow(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'members.tag.delete',
      target: `member-tag:${id}`,
      details: `Excluiu a etiqueta de membros "${existing.name}"${
        tagged > 0 ? ` (tirada de ${tagged} ${tagged === 1 ? 'membro' : 'membros'})` : ''
      }`,
      before: valuesOf(existing),
    });
  });
}

/** Makes the member's tags exactly the ones given; audited against the member when changed. */
export function setMemberTags(
  db: Database,
  discordId: string,
  tagIds: readonly number[],
  audit: AuditContext,
): Promise<MemberTag[]> {
  return db.transaction(async (tx) => {
    const wanted = [...new Set(tagIds)];
    const found = await findTagRows(tx, wanted);
    if (found.length !== wanted.length) {
      throw badRequest('Etiqueta não encontrada: recarregue a página e escolha de novo.');
    }
    const before = await findMemberTagRows(tx, discordId);
    await replaceMemberTags(tx, discordId, wanted, audit.actor.id);
    const after = await findMemberTagRows(tx, discordId);
    const names = (rows: TagRow[]) => rows.map((row) => row.name);
    const added = after.filter((row) => !before.some((old) => old.id === row.id));
    const removed = before.filter((row) => !after.some((now) => now.id === row.id));
    if (added.length > 0 || removed.length > 0) {
      const parts = [
        added.length > 0 ? `deu ${quoted(names(added))}` : null,
        removed.length > 0 ? `tirou ${quoted(names(removed))}` : null,
      ].filter(Boolean);
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'members.tags',
        target: discordId,
        details: `Etiquetas de ${await memberName(tx, discordId)}: ${parts.join('; ')}`,
        before: { tags: names(before) },
        after: { tags: names(after) },
      });
    }
    return after.map(presentTag);
  });
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
