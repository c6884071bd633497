import { signInAuditAction } from '@panel/contract/api/audit';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { defineFigure, readFigure } from '../../db/figures';
import { inlineConstant } from '../../db/prepared';
import type { AuditActionType } from '../../db/schema/audit';

/** An audit entry as the dashboard's activity list shows it. */
export interface RecentAuditEntry {
  id: string;
  actorName: string;
  actorAvatar: string | null;
  details: string;
  /** The type the entry is shown under (`audit_entry_type`: older rejections are `reject`). */
  actionType: AuditActionType;
  target: string | null;
  createdAt: Date;
}

/** How many entries the dashboard's activity list shows. */
export const recentActivityLength = 8;

/**
 * The newest `recentActivityLength` audit entries, newest first, sign-ins left out (the audit
 * log keeps them), or a busy morning of logins would push every decision away.
 */
export const recentActivityFigure = defineFigure(
  'recent_audit_activity',
  sql`(select coalesce(json_agg(json_build_object('id', id,
            'actorName', actor_name, 'actorAvatar', actor_avatar, 'details', details,
            'actionType', audit_entry_type(action_type, action), 'target', target,
            'createdAt', created_at)
            order by created_at desc, id desc), '[]')
          from (select * from audit_log where action <> ${inlineConstant(signInAuditAction)}
            order by created_at desc, id desc limit ${inlineConstant(recentActivityLength)}) newest)`,
  (value): RecentAuditEntry[] => {
    const entries = (value ?? []) as (Omit<RecentAuditEntry, 'id' | 'createdAt'> & {
      id: number | string;
      createdAt: string;
    })[];
    return entries.map((entry) => ({
      id: String(entry.id),
      actorName: entry.actorName,
      actorAvatar: entry.actorAvatar,
      details: entry.details,
      actionType: entry.actionType,
      target: entry.target,
      createdAt: new Date(entry.createdAt),
    }));
  },
);

export function readRecentActivity(db: Executor): Promise<RecentAuditEntry[]> {
  return readFigure(db, recentActivityFigure);
}
