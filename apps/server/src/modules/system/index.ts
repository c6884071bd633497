export { registerSystemRoutes } from './routes';
export { startHealthProbes, uptimeOf, uptimePercent } from './health-probes';
export { countAppliedMigrations, probeSummaryFigure } from './repository';
export { PanelMetrics } from './metrics';
export { serveMetricsApart } from './metrics-port';
export { shippedMigrationCount } from './readiness';
export {
  backupStatusFigure,
  claimScheduledBackup,
  deleteOldBackupRuns,
  findDueBackup,
  readBackupStatus,
  recordBackupRun,
  reportBackupSchedule,
} from './backup-repository';
