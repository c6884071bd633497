import {
  totalCappedHeader,
  totalCountHeader,
  type ApplicationStatus,
} from '@panel/contract/api/applications';
import { endpoints } from '@panel/contract/endpoints';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf, recordAudit } from '../audit';
import { displayNameOf, type AuthContext } from '../../http/auth-context';
import { decideAsStaff } from './decide';
import { applicationCsv } from './export';
import { findApplicationPage, findMemberApplications } from './list';
import { toMyApplication } from './present';
import { submitApplication, type Applicant } from './submit';

const queues = [
  {
    form: 'whitelist',
    area: 'allowlists',
    list: endpoints.listAllowlists,
    approve: endpoints.approveAllowlist,
    reject: endpoints.rejectAllowlist,
    exportCsv: endpoints.exportAllowlists,
  },
  {
    form: 'insertion',
    area: 'insertions',
    list: endpoints.listInsertions,
    approve: endpoints.approveInsertion,
    reject: endpoints.rejectInsertion,
    exportCsv: endpoints.exportInsertions,
  },
] as const;

const statusPlurals: Record<ApplicationStatus, string> = {
  pending: 'pendentes',
  approved: 'aprovadas',
  rejected: 'reprovadas',
};

export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  const { db } = deps;
  const cooldown = { cooldownMs: deps.config.reapplyCooldownMs };

  for (const queue of queues) {
    const { form } = queue;
    addEndpoint(app, queue.list, async (request, reply) => {
      const { items, total, capped } = await findApplicationPage(db, form, request.query);
      void reply.header(totalCountHeader, String(total));
      if (capped) void reply.header(totalCappedHeader, 'true');
      return items;
    });

    addEndpoint(app, queue.approve, (request) =>
      decideAsStaff(
        db,
        { form, decision: 'approve', ...request.body },
        auditContextOf(request),
        cooldown,
      ),
    );

    addEndpoint(app, queue.reject, (request) =>
      decideAsStaff(
        db,
        { form, decision: 'reject', ...request.body },
        auditContextOf(request),
        cooldown,
      ),
    );

    addEndpoint(app, queue.exportCsv, async (request, reply) => {
      const { separator, ...filter } = request.query;
      const search = filter.search ? `, busca "${filter.search}"` : '';
      // Exports carry members' personal data: who took one is worth knowing.
      const csv = await applicationCsv(db, form, filter, separator);
      await recordAudit(db, auditContextOf(request), {
        actionType: 'view',
        action: `applications.${form}.export`,
        details: `Exportou em CSV as ${queue.area === 'allowlists' ? 'allowlists' : 'inscrições'} (${statusPlurals[filter.status]}${search})`,
        after: filter,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${queue.area}-${filter.status}-${day}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(Readable.from(csv));
    });
  }

  const applicantOf = (user: AuthContext['user']): Applicant => ({
    id: user.id,
    name: displayNameOf(user),
    avatarUrl: user.avatarUrl,
  });

  addEndpoint(app, endpoints.submitWhitelist, (request) => {
    const { answers, socialMedia, ...identity } = request.body;
    return submitApplication(
      db,
      applicantOf(request.auth!.user),
      { form: 'whitelist', identity: { ...identity, socialMedia: socialMedia || null }, answers },
      auditContextOf(request),
      cooldown,
    );
  });

  addEndpoint(app, endpoints.submitInsertion, (request) =>
    submitApplication(
      db,
      applicantOf(request.auth!.user),
      { form: 'insertion', ...request.body },
      auditContextOf(request),
      cooldown,
    ),
  );

  addEndpoint(app, endpoints.myApplications, async (request) =>
    (await findMemberApplications(db, request.auth!.user.id)).map((row) =>
      toMyApplication(row, cooldown.cooldownMs),
    ),
  );
}
