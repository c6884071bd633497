import { permissionLabels } from '@panel/contract/permission-labels';
import {
  twoFactorRequiredCode,
  twoFactorRequiredMessage,
} from '@panel/contract/api/staff-security-values';
import type { PermissionMap } from '@panel/contract/permissions';
import { canAccess, type Access } from '@panel/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError, forbidden, unauthenticated } from '../../http/errors';
import { auditContextOf, recordAudit, type AuditContext } from '../audit';

/**
 * The one permission check of the server (docs/decisions/2026-12-03-one-permission-check.md):
 * HTTP routes, Discord commands and buttons, live updates and the fields of an answer all ask
 * it, with an access the contract declares. `null` is someone signed out.
 */
export function allows(caller: { permissions: PermissionMap } | null, access: Access): boolean {
  return canAccess(access, caller?.permissions ?? null);
}

/** What a refused caller lacks, in Portuguese: the audit entry and Discord's answer say it. */
export function missingAccessText(access: Access): string {
  if (access === 'staff') return 'não faz parte da equipe';
  if (access === 'public' || access === 'authenticated' || access === 'game') return 'sem acesso';
  return `falta a permissão "${permissionLabels[access]}"`;
}

/** A refusal by permission: a 403 over HTTP, the reason itself in Discord. */
export class AccessRefused extends HttpError {
  constructor(readonly access: Access) {
    super(403, 'forbidden', forbidden().message);
    this.name = 'AccessRefused';
  }
}

/**
 * Staff asking for staff work without Discord's two-step authentication while the panel
 * requires it: a 403 of its own, which the web answers with the screen that explains the steps
 * (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
 */
export class TwoFactorRequired extends HttpError {
  constructor() {
    super(403, twoFactorRequiredCode, twoFactorRequiredMessage);
    this.name = 'TwoFactorRequired';
  }
}

const twoFactorMissingText = 'falta a autenticação em duas etapas do Discord';

/** Who asks, for the refusal's audit entry: the caller, where they asked (route or command). */
export interface AccessAttempt {
  caller: {
    user: { id: string };
    permissions: PermissionMap;
    /** Staff held back until they turn on Discord's two-step authentication. */
    twoFactorRequired?: boolean;
  } | null;
  /** Read only when the caller is refused. */
  audit: () => AuditContext;
  /** `GET /api/blacklist`, `/pontos dar`: the audit entry's target. */
  target: string;
}

/** Repeated refusals of one member on one target within this window share one count entry. */
const refusalWindowMs = 10 * 60_000;
const maxTrackedRefusals = 10_000;

/**
 * The check with its audit: lets the caller through or throws (401 signed out, `AccessRefused`
 * otherwise) after auditing the refusal as `auth.denied`. One member hammering one target
 * writes one entry, then one with the count. One per process, for every way in.
 */
export class AccessGuard {
  private readonly repeats = new Map<string, { count: number; write: () => Promise<void> }>();

  constructor(
    private readonly db: Database,
    private readonly log: { error: (details: object, message: string) => void },
  ) {}

  async demand(attempt: AccessAttempt, access: Access): Promise<void> {
    if (allows(attempt.caller, access)) return;
    if (!attempt.caller) throw unauthenticated();
    // Their permissions are all off until then: whatever staff access they ask for, the
    // missing second step is the reason, and what they are told.
    if (attempt.caller.twoFactorRequired === true) {
      await this.audit(attempt.caller.user.id, attempt, twoFactorMissingText);
      throw new TwoFactorRequired();
    }
    await this.audit(attempt.caller.user.id, attempt, missingAccessText(access));
    throw new AccessRefused(access);
  }

  private async audit(userId: string, attempt: AccessAttempt, reason: string): Promise<void> {
    const { target } = attempt;
    const context = attempt.audit();
    const key = `${userId} ${target}`;
    const open = this.repeats.get(key);
    if (open) {
      open.count += 1;
      return;
    }
    const first = () =>
      recordAudit(this.db, context, {
        actionType: 'permission',
        action: 'auth.denied',
        target,
        details: `Acesso negado a ${target}: ${reason}`,
      });
    if (this.repeats.size >= maxTrackedRefusals) {
      await first();
      return;
    }
    // Registered before the first entry is written, so refusals that arrive while it is being
    // written are counted, not written again.
    const entry = {
      count: 0,
      write: () =>
        recordAudit(this.db, context, {
          actionType: 'permission',
          action: 'auth.denied',
          target,
          details: `Acesso negado mais ${entry.count} ${entry.count === 1 ? 'vez' : 'vezes'} a ${target} em ${refusalWindowMs / 60_000} minutos: ${reason}`,
          after: { count: entry.count },
        }),
    };
    this.repeats.set(key, entry);
    setTimeout(() => {
      this.flush(key).catch((error: unknown) =>
        this.log.error({ err: error }, 'refusal count lost'),
      );
    }, refusalWindowMs).unref();
    await first();
  }

  private async flush(key: string): Promise<void> {
    const entry = this.repeats.get(key);
    this.repeats.delete(key);
    if (entry && entry.count > 0) await entry.write();
  }

  /** Writes the counts still open (the process is stopping). */
  async close(): Promise<void> {
    for (const key of [...this.repeats.keys()]) await this.flush(key);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's `AccessGuard`, set by the access plugin. */
    accessGuard: AccessGuard;
  }
}

/**
 * Who asks over HTTP: the session's member, or under `/api/v1` the integration whose key opened
 * the request (docs/decisions/2026-12-05-integrations.md); `null` signed out.
 */
export function callerOf(request: FastifyRequest): AccessAttempt['caller'] {
  return request.auth ?? request.integration ?? null;
}

/** The check inside a handler, for an access that depends on the request (an area, a field). */
export function demandAccess(request: FastifyRequest, access: Access): Promise<void> {
  return request.server.accessGuard.demand(
    {
      caller: callerOf(request),
      audit: () => auditContextOf(request),
      target: `${request.method} ${request.routeOptions.url ?? request.url}`,
    },
    access,
  );
}
