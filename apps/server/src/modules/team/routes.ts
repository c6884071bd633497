import { endpoints } from '@panel/contract/endpoints';
import { beyondOwnAccess } from '@panel/contract/endpoints/field-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { allows, demandAccess } from '../permissions';
import { exportTeamMemberDays, exportTeamOverview, type TeamCsv } from './service/export';
import { listInactiveStaff } from './service/inactivity';
import { readTeamMember, type TeamMemberCaller } from './service/member';
import { readTeamOverview, type TeamViewer } from './service/overview';
import { getTeamSettings, updateTeamSettings } from './service/settings';

/** The team's figures, "Equipe" (docs/decisions/2026-12-05-team-analytics.md). */
export function registerTeamRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  const { db } = deps;
  const options = { adminIds: deps.config.adminDiscordIds };
  const viewerOf = (request: FastifyRequest, id: 'teamOverview' | 'exportTeam'): TeamViewer => ({
    id: requireAuth(request).user.id,
    seesEveryone: allows(request.auth, beyondOwnAccess[id]),
  });
  const callerOf = (
    request: FastifyRequest,
    endpoint: TeamMemberCaller['endpoint'],
  ): TeamMemberCaller => ({
    id: requireAuth(request).user.id,
    demand: (access) => demandAccess(request, access),
    endpoint,
  });

  addEndpoint(app, endpoints.teamOverview, (request) =>
    readTeamOverview(db, request.query, viewerOf(request, 'teamOverview'), options),
  );
  addEndpoint(app, endpoints.exportTeam, async (request, reply) => {
    const csv = await exportTeamOverview(db, request.query, viewerOf(request, 'exportTeam'), {
      ...options,
      audit: auditContextOf(request),
    });
    return sendCsv(reply, csv);
  });
  addEndpoint(app, endpoints.teamMember, (request) =>
    readTeamMember(
      db,
      request.params.staffId,
      request.query,
      callerOf(request, 'teamMember'),
      options,
    ),
  );
  addEndpoint(app, endpoints.exportTeamMember, async (request, reply) => {
    const csv = await exportTeamMemberDays(
      db,
      request.params.staffId,
      request.query,
      callerOf(request, 'exportTeamMember'),
      { ...options, audit: auditContextOf(request) },
    );
    return sendCsv(reply, csv);
  });
  // Accountability (docs/decisions/2026-12-05-team-accountability.md).
  addEndpoint(app, endpoints.getTeamSettings, () => getTeamSettings(db));
  addEndpoint(app, endpoints.updateTeamSettings, (request) =>
    updateTeamSettings(db, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.listInactiveStaff, () => listInactiveStaff(db, options));
}

/** A download, named as the export says. */
function sendCsv(reply: FastifyReply, csv: TeamCsv): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .send(csv.text);
}
