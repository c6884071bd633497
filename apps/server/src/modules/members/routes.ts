import { endpoints } from '@panel/contract/endpoints';
import type { MemberCharacters } from '@panel/contract/api/members';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { memberGameAccounts } from '../game-servers';
import { readMemberFile } from './service/file';
import { messageMember } from './service/messages';
import { createNote, deleteNote, listNotes, updateNote } from './service/notes';
import { searchMembers } from './service/search';
import { memberShared, memberSignals } from './service/shared';
import { createTag, deleteTag, listTags, setMemberTags, updateTag } from './service/tags';
import { listMemberTimeline } from './service/timeline';

/** The member's file (docs/decisions/2026-12-05-member-file.md). */
export function registerMemberRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    readCharacters: (discordId: string) => Promise<MemberCharacters>;
    /** How long a message can be undone (docs/decisions/2026-12-04-undoable-actions.md). */
    undoMs: number;
  },
): void {
  const { db, undoMs } = deps;
  addEndpoint(app, endpoints.searchMembers, (request) => searchMembers(db, request.query.q));
  addEndpoint(app, endpoints.listMemberSignals, (request) => memberSignals(db, request.query.ids));
  addEndpoint(app, endpoints.getMemberFile, (request) =>
    readMemberFile(db, request.params.discordId),
  );
  addEndpoint(app, endpoints.listMemberTimeline, (request) =>
    listMemberTimeline(db, request.params.discordId, request.query),
  );
  addEndpoint(app, endpoints.getMemberGameAccounts, (request) =>
    memberGameAccounts(db, request.params.discordId),
  );
  addEndpoint(app, endpoints.getMemberCharacters, (request) =>
    deps.readCharacters(request.params.discordId),
  );
  addEndpoint(app, endpoints.listMemberShared, (request) =>
    memberShared(db, request.params.discordId),
  );
  addEndpoint(app, endpoints.listMemberNotes, (request) => listNotes(db, request.params.discordId));
  addEndpoint(app, endpoints.createMemberNote, (request) =>
    createNote(db, request.params.discordId, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.updateMemberNote, (request) =>
    updateNote(
      db,
      request.params.discordId,
      Number(request.params.id),
      request.body,
      auditContextOf(request),
    ),
  );
  addEndpoint(app, endpoints.deleteMemberNote, async (request, reply) => {
    await deleteNote(
      db,
      request.params.discordId,
      Number(request.params.id),
      auditContextOf(request),
    );
    return reply.code(204).send();
  });
  addEndpoint(app, endpoints.messageMember, (request) =>
    messageMember(db, request.params.discordId, request.body.content, auditContextOf(request), {
      undoMs,
    }),
  );
  addEndpoint(app, endpoints.setMemberTags, (request) =>
    setMemberTags(
      db,
      request.params.discordId,
      request.body.tagIds.map(Number),
      auditContextOf(request),
    ),
  );
  addEndpoint(app, endpoints.listMemberTags, () => listTags(db));
  addEndpoint(app, endpoints.createMemberTag, (request) =>
    createTag(db, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.updateMemberTag, (request) =>
    updateTag(db, Number(request.params.id), request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.deleteMemberTag, async (request, reply) => {
    await deleteTag(db, Number(request.params.id), auditContextOf(request));
    return reply.code(204).send();
  });
}
