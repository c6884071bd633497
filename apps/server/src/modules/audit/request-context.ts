import type { FastifyRequest } from 'fastify';
import { displayNameOf } from '../../http/auth-context';
import type { AuditContext } from './service';

/** Who acts and from where, read from the request once by a route; services take the result. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const integration = request.integration?.key.name;
  // Another tool's key: the integration acts, under its name (docs/decisions/2026-12-05-integrations.md).
  if (integration !== undefined) {
    return {
      actor: { id: null, name: `Integração ${integration}`, avatar: null },
      requestId: request.id,
      ip: request.ip,
      integration,
    };
  }
  const user = request.auth?.user;
  return {
    actor: user
      ? { id: user.id, name: displayNameOf(user), avatar: user.avatarUrl }
      : { id: null, name: 'Anônimo', avatar: null },
    requestId: request.id,
    ip: request.ip,
  };
}
