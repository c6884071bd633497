export { auditContextOf, recordAudit, systemActor, type AuditContext } from './service';
export { registerAuditRoutes } from './routes';
export {
  readRecentActivity,
  recentActivityFigure,
  type RecentAuditEntry,
} from './figures-repository';
