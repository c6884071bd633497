export { recordAudit, systemActor, type AuditActor, type AuditContext } from './service';
export { auditContextOf } from './request-context';
export { registerAuditRoutes } from './routes';
export { memberAuditEvents } from './member-events';
export {
  readRecentActivity,
  recentActivityFigure,
  type RecentAuditEntry,
} from './figures-repository';
export { readLatestAbout, readLatestActivity } from './activity-repository';
