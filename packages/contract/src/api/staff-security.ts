import { z } from 'zod';

/**
 * Staff accounts' protection (docs/decisions/2026-12-05-staff-2fa-and-sessions.md): the
 * requirement of Discord's two-step authentication for staff, and the open sessions one may
 * see and end.
 */
export const staffSecuritySchema = z.object({
  /** Staff whose Discord account has no two-step authentication cannot act as staff. */
  requireDiscordMfa: z.boolean(),
});
export type StaffSecurity = z.infer<typeof staffSecuritySchema>;

export const updateStaffSecurityBodySchema = z.strictObject({
  requireDiscordMfa: z.boolean({ error: 'Informe se a autenticação em duas etapas é exigida.' }),
});

/** One open session, as "Minha Conta" and the staff's security tab list it. */
export const openSessionSchema = z.object({
  id: z.string(),
  /** The browser and system in words ("Chrome no Windows"), or "Navegador desconhecido". */
  device: z.string(),
  /**
   * The address the session signed in from: whole for one's own sessions, its network only
   * for someone else's ("203.0.113.x"); `null` when unknown.
   */
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request itself. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

export const openSessionListSchema = z.array(openSessionSchema);

/** A staff member's session in the administradores' list, with whose it is. */
export const staffSessionSchema = openSessionSchema.extend({
  user: z.object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.string(),
    /** Discord's two-step authentication at their last sign-in; `null` before it was asked. */
    discordMfa: z.boolean().nullable(),
  }),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSessionListSchema = z.array(staffSessionSchema);

export const sessionParamsSchema = z.object({
  sessionId: z.uuid({ error: 'Sessão inválida.' }),
});
