import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { DiscordPort } from '../../discord/port';
import { addEndpoint } from '../../http/route';
import type { FileStorage } from '../../storage/file-storage';
import { readImageUpload } from '../../storage/image-upload';
import { sendStoredFile } from '../../storage/send-stored-file';
import { auditContextOf } from '../audit';
import { createEntry } from './service/create';
import { findEvidenceFile, purgeEvidence } from './service/evidence';
import { findInviteGuild } from './service/invites';
import { listEntries } from './service/list';
import { removeEntry } from './service/remove';

export function registerBlacklistRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: FileStorage;
    undoMs: number;
    discord: DiscordPort;
    /** Evidence by link: `http:` to this computer in demo mode only. */
    allowLoopbackHttp: boolean;
  },
): void {
  const { db, storage, undoMs } = deps;

  addEndpoint(app, endpoints.listBlacklist, (request) => listEntries(db, request.query));

  addEndpoint(
    app,
    endpoints.createBlacklist,
    async (request, reply) => {
      const upload = await readImageUpload(request);
      const entry = await createEntry(
        { db, storage, log: request.log, links: { allowLoopbackHttp: deps.allowLoopbackHttp } },
        upload,
        auditContextOf(request),
        { undoMs },
      );
      return reply.status(201).send(entry);
    },
    { config: { multipart: true }, successStatus: 201 },
  );

  addEndpoint(app, endpoints.removeBlacklist, async (request, reply) => {
    const input = { id: Number(request.params.id), reason: request.body?.reason };
    await removeEntry(db, input, auditContextOf(request), { undoMs });
    return reply.status(204).send();
  });

  addEndpoint(app, endpoints.blacklistEvidence, async (request, reply) => {
    const file = await findEvidenceFile(db, Number(request.params.evidenceId));
    return sendStoredFile(reply, storage, file, { download: request.query.download });
  });

  addEndpoint(app, endpoints.purgeBlacklistEvidence, async (request, reply) => {
    await purgeEvidence(
      { db, storage, log: request.log },
      Number(request.params.id),
      auditContextOf(request),
    );
    return reply.status(204).send();
  });

  addEndpoint(app, endpoints.findDiscordInvite, (request) =>
    findInviteGuild(deps.discord, request.params.code),
  );
}
