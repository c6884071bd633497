export { auditContextOf, recordAudit, systemActor, type AuditContext } from './service';
export { registerAuditRoutes } from './routes';
