import type { PanelNotice } from '@panel/contract/api/events';
import {
  applicationKeys,
  auditKeys,
  blacklistKeys,
  callKeys,
  dashboardQueryKey,
  deliveryKeys,
  dutyKeys,
  gameServerKeys,
  integrationKeys,
  memberFileKeys,
  memberKeys,
  storeKeys,
  teamKeys,
  ticketKeys,
  tokenKeys,
} from './query-keys';

type Key = readonly unknown[];

/**
 * The queries a change notice makes stale: the area's lists, the dashboard's figures and the
 * member's own pages. Only the queries on screen refetch; the others refetch when next shown.
 * A member's file gathers every area, so whatever changes an area's part of it (a decision, a
 * ticket, an entry, points, a purchase, a join, an audited action) makes the file stale too.
 */
export function staleKeysOf(notice: PanelNotice): Key[] {
  return [...areaKeysOf(notice), ...(fileAreas.has(notice.area) ? [memberFileKeys.all] : [])];
}

const fileAreas: ReadonlySet<PanelNotice['area']> = new Set([
  'allowlists',
  'tickets',
  'blacklist',
  'store',
  'points',
  'audit',
  'game-servers',
  'members',
  'duty',
]);

/** What the team's figures count: a change in any of these areas may move them. */
const teamAreas: ReadonlySet<PanelNotice['area']> = new Set([
  'allowlists',
  'insertions',
  'tickets',
  'blacklist',
  'points',
  'audit',
  'duty',
]);

function areaKeysOf(notice: PanelNotice): Key[] {
  return [...ownKeysOf(notice), ...(teamAreas.has(notice.area) ? [teamKeys.all] : [])];
}

function ownKeysOf(notice: PanelNotice): Key[] {
  switch (notice.area) {
    case 'allowlists':
    case 'insertions':
    case 'appeals':
      return [applicationKeys.kind(notice.area), dashboardQueryKey, memberKeys.applications];
    case 'tickets':
      return [ticketKeys.all, dashboardQueryKey, memberKeys.tickets];
    case 'blacklist':
      return [blacklistKeys.all];
    case 'deliveries':
      // A webhook's card counts its pending and failed deliveries.
      return [deliveryKeys.all, dashboardQueryKey, integrationKeys.webhooks];
    case 'store':
      return [storeKeys.manage, storeKeys.categories, memberKeys.store];
    case 'points':
      return [memberKeys.store, storeKeys.manage];
    case 'calls':
      return [callKeys.lists];
    case 'tokens':
      return [tokenKeys.all];
    case 'audit':
      return [auditKeys.all, dashboardQueryKey];
    case 'game-servers':
      return [gameServerKeys.all];
    case 'members':
      return [memberFileKeys.tags];
    case 'duty':
      return [dutyKeys.all];
  }
}
