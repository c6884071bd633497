import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Histogram as HistogramType,
} from 'prom-client';
import type { BackupStatus } from '@panel/contract/api/backups';
import type { GameJoinReason } from '@panel/contract/api/game-servers';
import type { DatabaseHandle } from '../../db/client';
import { readBotStatus } from '../../discord/gateway-status';
import { gatewayStatuses } from '../../db/schema/discord';
import { readBackupStatus } from './backup-repository';
import { readOutboxFigures } from './repository';

// The panel's Prometheus metrics (docs/decisions/2026-12-05-health-and-metrics.md): counted in
// the process as things happen (requests, join checks), or read at each scrape (the outbox, the
// bot's connection, streams, the database's connections).

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  database: Pick<DatabaseHandle, 'db' | 'poolUse'>;
  /** Live streams open in this process. */
  openStreams: () => number;
  version: string;
  /** Also Node's default figures (memory, CPU, event loop, GC). */
  processFigures: boolean;
}

export class PanelMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: HistogramType<'method' | 'route' | 'status'>;
  private readonly joinChecks: Counter<'outcome' | 'reason'>;
  private readonly joinSeconds: HistogramType<'outcome'>;
  private readonly outboxPending: Gauge<'effect'>;
  private readonly outboxOldest: Gauge<'effect'>;
  private readonly outboxFailed: Gauge<'effect'>;
  private readonly streams: Gauge;
  private readonly gatewayUp: Gauge;
  private readonly gatewayStatus: Gauge<'status'>;
  private readonly heartbeat: Gauge;
  private readonly pool: Gauge<'state'>;
  private readonly backupLast: Gauge;
  private readonly backupBytes: Gauge;
  private readonly backupSeconds: Gauge;
  private readonly backupFailed: Gauge;
  private readonly backupMissed: Gauge;
  private readonly backupNext: Gauge;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    if (sources.processFigures) collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'panel_build_info',
      help: 'The running version of the panel (always 1).',
      labelNames: ['version'],
      registers,
    }).set({ version: sources.version }, 1);
    this.requests = new Counter({
      name: 'panel_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'panel_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: secondsBuckets,
      registers,
    });
    this.joinChecks = new Counter({
      name: 'panel_game_join_checks_total',
      help: "Game servers' join checks, by outcome and reason.",
      labelNames: ['outcome', 'reason'],
      registers,
    });
    this.joinSeconds = new Histogram({
      name: 'panel_game_join_check_duration_seconds',
      help: 'Time to decide a join check, by outcome.',
      labelNames: ['outcome'],
      buckets: secondsBuckets,
      registers,
    });
    this.outboxPending = new Gauge({
      name: 'panel_outbox_pending',
      help: 'Effects waiting to be delivered (pending or being delivered), by effect type.',
      labelNames: ['effect'],
      registers,
    });
    this.outboxOldest = new Gauge({
      name: 'panel_outbox_oldest_pending_seconds',
      help: 'Age of the oldest effect waiting to be delivered, by effect type.',
      labelNames: ['effect'],
      registers,
    });
    this.outboxFailed = new Gauge({
      name: 'panel_outbox_failed',
      help: 'Deliveries that failed and wait for staff (retry or discard), by effect type.',
      labelNames: ['effect'],
      registers,
    });
    this.streams = new Gauge({
      name: 'panel_live_streams',
      help: 'Live update streams open in this process.',
      registers,
    });
    this.gatewayUp = new Gauge({
      name: 'panel_discord_gateway_up',
      help: "1 when the bot's gateway connection is online.",
      registers,
    });
    this.gatewayStatus = new Gauge({
      name: 'panel_discord_gateway_status',
      help: "The bot's gateway connection: 1 for its current status, 0 for the others.",
      labelNames: ['status'],
      registers,
    });
    this.heartbeat = new Gauge({
      name: 'panel_discord_gateway_heartbeat_seconds',
      help: "The gateway's last heartbeat round trip.",
      registers,
    });
    this.pool = new Gauge({
      name: 'panel_database_pool_connections',
      help: 'The database connections: open (total), idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
    });
    this.backupLast = new Gauge({
      name: 'panel_backup_last_success_timestamp_seconds',
      help: 'When the newest backup written whole ended (Unix time); 0 when none was.',
      registers,
    });
    this.backupBytes = new Gauge({
      name: 'panel_backup_last_success_bytes',
      help: "The newest backup's size.",
      registers,
    });
    this.backupSeconds = new Gauge({
      name: 'panel_backup_last_success_duration_seconds',
      help: 'How long the newest backup took.',
      registers,
    });
    this.backupFailed = new Gauge({
      name: 'panel_backup_last_failed',
      help: '1 when the newest backup attempt failed.',
      registers,
    });
    this.backupMissed = new Gauge({
      name: 'panel_backup_missed',
      help: "1 when the schedule's last run left no backup.",
      registers,
    });
    this.backupNext = new Gauge({
      name: 'panel_backup_next_timestamp_seconds',
      help: 'When the next scheduled backup is due (Unix time); 0 without a schedule.',
      registers,
    });
  }

  /** An answered request, under its route's pattern (`/api/members/:discordId`), never its URL. */
  request(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? 'unmatched', status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  /** A decided join check and how long it took. */
  joinCheck(reason: GameJoinReason, seconds: number): void {
    const outcome = reason === 'allowed' ? 'allowed' : 'refused';
    this.joinChecks.inc({ outcome, reason });
    this.joinSeconds.observe({ outcome }, seconds);
  }

  /** The text a scrape answers, with the figures read from the database at this moment. */
  async scrape(): Promise<string> {
    await this.readFigures();
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private setBackups({ schedule, lastSuccess, lastFailure }: BackupStatus): void {
    const seconds = (iso: string) => new Date(iso).getTime() / 1000;
    this.backupLast.set(lastSuccess ? seconds(lastSuccess.finishedAt) : 0);
    this.backupBytes.set(lastSuccess?.bytes ?? 0);
    this.backupSeconds.set(lastSuccess?.seconds ?? 0);
    this.backupNext.set(schedule?.nextAt ? seconds(schedule.nextAt) : 0);
    this.backupFailed.set(lastFailure ? 1 : 0);
    this.backupMissed.set(schedule?.missedAt ? 1 : 0);
  }

  private async readFigures(): Promise<void> {
    const { db, poolUse } = this.sources.database;
    const [outbox, bot, backups] = await Promise.all([
      readOutboxFigures(db),
      readBotStatus(db),
      readBackupStatus(db),
    ]);
    this.outboxPending.reset();
    this.outboxOldest.reset();
    this.outboxFailed.reset();
    const waiting = new Map<string, { count: number; oldest: number }>();
    for (const figure of outbox) {
      if (figure.status === 'failed') {
        this.outboxFailed.set({ effect: figure.effect }, figure.count);
        continue;
      }
      const kept = waiting.get(figure.effect) ?? { count: 0, oldest: 0 };
      waiting.set(figure.effect, {
        count: kept.count + figure.count,
        oldest: Math.max(kept.oldest, figure.oldestSeconds),
      });
    }
    for (const [effect, { count, oldest }] of waiting) {
      this.outboxPending.set({ effect }, count);
      this.outboxOldest.set({ effect }, oldest);
    }
    this.streams.set(this.sources.openStreams());
    this.gatewayUp.set(bot.online ? 1 : 0);
    for (const status of gatewayStatuses) {
      this.gatewayStatus.set({ status }, bot.status === status ? 1 : 0);
    }
    this.heartbeat.set(bot.pingMs === null ? Number.NaN : bot.pingMs / 1000);
    this.setBackups(backups);
    const use = poolUse();
    this.pool.set({ state: 'total' }, use.total);
    this.pool.set({ state: 'idle' }, use.idle);
    this.pool.set({ state: 'waiting' }, use.waiting);
  }
}
