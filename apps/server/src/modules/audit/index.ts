export { recordAudit, systemActor, type AuditContext } from './service';
export { auditContextOf } from './request-context';
export { registerAuditRoutes } from './routes';
export {
  readRecentActivity,
  recentActivityFigure,
  type RecentAuditEntry,
} from './figures-repository';
