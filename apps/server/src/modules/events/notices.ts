import {
  noticeAreas,
  presenceAreas,
  type NoticeArea,
  type PanelNotice,
  type PresenceArea,
  type Viewer,
} from '@panel/contract/api/events';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import type { EndpointRoute } from '@panel/contract/endpoints/define';
import type { Access } from '@panel/contract/routes';
import type { AuthContext } from '../../http/auth-context';
import { allows } from '../permissions';

/** The channel the database's triggers (migration 0035) and the presence calls speak on. */
export const eventsChannel = 'panel_events';

/** A change notice as the database announced it: with its number and the owner's id. */
export interface StoredNotice extends PanelNotice {
  /** From `panel_event_seq`: the same on every server process. */
  id: number;
  /** The member the change belongs to (an applicant, a buyer), when there is one. */
  owner: string | null;
}

/** One stream's presence: what it has open, said by whichever process took the call. */
export interface PresenceMessage {
  stream: string;
  /** `null`: the stream closed or has nothing open. */
  area: PresenceArea | null;
  key: string | null;
  viewer: Viewer;
}

const areas = new Set<string>(noticeAreas);
const presence = new Set<string>(presenceAreas);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A payload of `panel_events`, or `null` when it is neither a notice nor a presence. */
export function parseEventPayload(
  payload: string,
): { notice: StoredNotice } | { presence: PresenceMessage } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (value.p === 1) {
    const viewer = value.v as Record<string, unknown> | undefined;
    const stream = text(value.s);
    const area = text(value.a);
    if (!stream || !viewer || typeof viewer.id !== 'string' || typeof viewer.name !== 'string') {
      return null;
    }
    return {
      presence: {
        stream,
        area: area && presence.has(area) ? (area as PresenceArea) : null,
        key: text(value.k),
        viewer: { id: viewer.id, name: viewer.name, avatarUrl: text(viewer.avatarUrl) },
      },
    };
  }
  const area = text(value.a);
  const change = text(value.c);
  if (typeof value.n !== 'number' || !area || !areas.has(area) || !change) return null;
  return {
    notice: {
      id: value.n,
      area: area as NoticeArea,
      key: text(value.k),
      change,
      by: text(value.b),
      owner: text(value.u),
    },
  };
}

export function presencePayload(message: PresenceMessage): string {
  return JSON.stringify({
    p: 1,
    s: message.stream,
    a: message.area,
    k: message.key,
    v: message.viewer,
  });
}

/**
 * The list each area's notices are about: a notice is shown in full to whoever may read that
 * list, so the permission is the contract's, never a table of its own.
 */
const areaLists = {
  allowlists: endpointRoutes.listAllowlists,
  insertions: endpointRoutes.listInsertions,
  appeals: endpointRoutes.listAppeals,
  tickets: endpointRoutes.listTickets,
  blacklist: endpointRoutes.listBlacklist,
  deliveries: endpointRoutes.listDeliveries,
  store: endpointRoutes.listStorePurchases,
  points: endpointRoutes.listStorePurchases,
  calls: endpointRoutes.connectedCalls,
  tokens: endpointRoutes.listTokens,
  audit: endpointRoutes.auditLogs,
  'game-servers': endpointRoutes.listGameServers,
  // Notes and tags: what the member's file shows.
  members: endpointRoutes.getMemberFile,
  // Shifts started and ended: who is on duty now, which every member of staff sees.
  duty: endpointRoutes.listOnDuty,
} as const satisfies Record<NoticeArea, EndpointRoute>;

/** Who reads an area's notices in full (and shares presence on its review pages). */
export function noticeAreaAccess(area: NoticeArea): Access {
  return areaLists[area].access;
}

/** Areas whose changes move the dashboard's figures or its recent activity. */
const dashboardAreas = new Set<NoticeArea>([
  'allowlists',
  'insertions',
  'appeals',
  'tickets',
  'deliveries',
  'audit',
]);

/** What a member hears of their own changes. */
const memberAreas = new Set<NoticeArea>([
  'allowlists',
  'insertions',
  'appeals',
  'tickets',
  'store',
  'points',
]);

/**
 * The notice as this session may read it, or `null` (see `PanelNotice`): in full with the
 * area's permission; a member's own change without who did it (a role purchase is delivered
 * through the outbox, heard as their store changing); a dashboard reader's or a staff member's
 * failed delivery without key nor name.
 */
export function noticeFor(auth: AuthContext, notice: StoredNotice): PanelNotice | null {
  const { area, key, change, by } = notice;
  if (allows(auth, noticeAreaAccess(area))) return { area, key, change, by };
  if (notice.owner === auth.user.id) {
    if (memberAreas.has(area)) return { area, key, change, by: null };
    if (area === 'deliveries' && (change === 'delivered' || change === 'failed')) {
      return { area: 'store', key: null, change, by: null };
    }
  }
  if (allows(auth, endpointRoutes.dashboard.access) && dashboardAreas.has(area)) {
    return { area, key: null, change, by: null };
  }
  // Every staff member's top bar counts their own failed deliveries.
  if (area === 'deliveries' && change === 'failed' && allows(auth, 'staff')) {
    return { area, key: null, change, by: null };
  }
  return null;
}
