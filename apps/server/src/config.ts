import path from 'node:path';
import { snowflakePattern } from '@panel/contract/constants';
import { z } from 'zod';
import { backupPatternIssue } from './backup/schedule';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  COMMUNITY_NAME: z.string().min(1).default('Comunidade RP'),
  DISCORD_CLIENT_ID: z.string().regex(snowflakePattern, 'must be a Discord id').optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  DISCORD_GUILD_ID: z.string().regex(snowflakePattern, 'must be a Discord id').optional(),
  DISCORD_INVITE_URL: z.url().optional(),
  DISCORD_BASE_URL: z.url().default('https://discord.com'),
  DISCORD_BOT_ACTIVITY: z.string().trim().min(1).max(128).default('o painel da comunidade'),
  ADMIN_DISCORD_IDS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(snowflakePattern, 'must list Discord ids separated by commas'))),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  DEMO_SEED: z.enum(['auto', 'off']).default('auto'),
  DEMO_MODE: z.enum(['true', 'false', 'auto']).optional(),
  DEMO_SIMULATOR: z.enum(['on', 'off']).default('on'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  MUTATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  INTEGRATION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  GAME_JOIN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(6000),
  GAME_DB_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  REAPPLY_COOLDOWN_DAYS: z.coerce.number().min(0).max(365).default(7),
  DECISION_UNDO_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  STORAGE_DRIVER: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || backupPatternIssue(value) === null, {
      error: (issue) => backupPatternIssue(String(issue.input)) ?? 'invalid',
    }),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  READY_OUTBOX_MAX_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/** Where uploaded files live: a folder under `DATA_DIR`, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'fs'; root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  processRole: 'all' | 'api' | 'worker';
  logLevel: string;
  trustProxy: boolean;
  communityName: string;
  discordInviteUrl: string | null;
  /** What the bot shows it is watching ("Assistindo …") in Discord. */
  botActivity: string;
  /** Real Discord credentials; `null` runs the local Discord (demo mode). */
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    guildId: string;
    baseUrl: string;
  } | null;
  adminDiscordIds: string[];
  session: { idleMs: number; maxAgeMs: number };
  demoSeed: boolean;
  /** No Discord credentials: the panel runs against its own local Discord, demo identities. */
  demoMode: boolean;
  /** In demo mode, move demo members in and out of voice channels over the day. */
  demoSimulator: boolean;
  /** Changes a minute one session (or address, signed out) may make; an address, five times that. */
  mutationRateLimit: number;
  /** Requests an integration's key may make a minute, across every process (`/api/v1`). */
  integrationRateLimit: number;
  /** Join checks a minute one game server's key may ask (a restart's burst fits well within). */
  gameJoinRateLimit: number;
  /**
   * The key the game databases' passwords are sealed with (AES-256-GCM); null: no password can
   * be kept (docs/decisions/2026-11-28-game-databases.md).
   */
  gameDbKey: Buffer | null;
  /** Wait after a rejection before the member may apply again to the same form. */
  reapplyCooldownMs: number;
  /** How long a single review decision can be undone; its Discord effects wait as long. */
  decisionUndoMs: number;
  storage: StorageConfig;
  /** Where `npm run backup` writes when given no file name. */
  backupDir: string;
  /** Scheduled backups the worker takes into `backupDir`; null when off. */
  backupSchedule: { pattern: string; keep: number } | null;
  /** `/readyz`: an effect the worker delivers due for longer than this means it is stuck. */
  readiness: { outboxMaxDueSeconds: number };
  /**
   * `/metrics`: on the panel's port to a caller with `token`, and on a port of its own without
   * one (`port`, on `host`); neither, and nothing serves them
   * (docs/decisions/2026-12-05-health-and-metrics.md).
   */
  metrics: { token: string | null; port: number | null; host: string };
  /** A web build to serve instead of the one beside the server (production only). */
  webDistDir: string | null;
  version: string;
}

export class ConfigError extends Error {}

const discordKeys = [
  'DISCORD_CLIENT_ID',
  'DISCORD_CLIENT_SECRET',
  'DISCORD_BOT_TOKEN',
  'DISCORD_GUILD_ID',
] as const;

/** The four Discord variables go together: all of them, or none for the local Discord (demo mode). */
function incompleteDiscordLines(env: NodeJS.ProcessEnv): string[] {
  const present = discordKeys.filter((key) => env[key]);
  if (present.length === 0 || present.length === discordKeys.length) return [];
  return discordKeys
    .filter((key) => !env[key])
    .map(
      (key) =>
        `  - ${key}: is required when ${present.join(', ')} is set (set all four Discord variables, or none for the local Discord (demo mode))`,
    );
}

/**
 * Without Discord credentials the panel runs as a demo, where anyone can sign in as the
 * administrador: never by accident on a production or https address
 * (docs/decisions/2026-11-23-explicit-demo-mode.md).
 */
function refusedDemoLines(env: NodeJS.ProcessEnv): string[] {
  if (discordKeys.some((key) => env[key])) return [];
  const mode = env.DEMO_MODE;
  const https = (env.PUBLIC_URL ?? '').startsWith('https:');
  const allowed =
    mode === 'true' ||
    (mode === 'auto' && !https) ||
    (mode === undefined && env.NODE_ENV !== 'production' && !https);
  if (allowed) {
    return env.PROCESS_ROLE && env.PROCESS_ROLE !== 'all'
      ? [
          '  - PROCESS_ROLE: the demo runs its local Discord inside one process; use PROCESS_ROLE=all (or set the DISCORD_* variables)',
        ]
      : [];
  }
  const why =
    mode === 'false' ? 'DEMO_MODE=false' : https ? 'PUBLIC_URL is https' : 'NODE_ENV is production';
  return [
    `  - DISCORD_*: no Discord credentials and ${why}: refusing to start a public demo where anyone can sign in as administrador. Set DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, DISCORD_BOT_TOKEN and DISCORD_GUILD_ID (see README, "Conectar um Discord de verdade"), or DEMO_MODE=true to run the demo on purpose.`,
  ];
}

const s3Keys = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function missingS3Lines(env: NodeJS.ProcessEnv): string[] {
  if (env.STORAGE_DRIVER !== 's3') return [];
  return s3Keys
    .filter((key) => !env[key])
    .map((key) => `  - ${key}: is required when STORAGE_DRIVER=s3`);
}

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'fs' || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    return { driver: 'fs', root: path.join(dataDir, 'files') };
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * An empty variable counts as unset: hosts pass every variable they know, empty or not (an
 * egg's blank fields reach the process as `NAME=`, as does `NAME=` in compose's `.env`).
 */
function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

export function loadConfig(given: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const env = withoutEmpty(given);
  const parsed = envSchema.safeParse(env);
  const lines = [
    ...(parsed.error?.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    ) ?? []),
    ...incompleteDiscordLines(env),
    ...refusedDemoLines(env),
    ...missingS3Lines(env),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const discord =
    e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET && e.DISCORD_BOT_TOKEN && e.DISCORD_GUILD_ID
      ? {
          clientId: e.DISCORD_CLIENT_ID,
          clientSecret: e.DISCORD_CLIENT_SECRET,
          botToken: e.DISCORD_BOT_TOKEN,
          guildId: e.DISCORD_GUILD_ID,
          baseUrl: e.DISCORD_BASE_URL.replace(/\/$/, ''),
        }
      : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    processRole: e.PROCESS_ROLE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    communityName: e.COMMUNITY_NAME,
    botActivity: e.DISCORD_BOT_ACTIVITY,
    discordInviteUrl:
      e.DISCORD_INVITE_URL ??
      (discord ? null : new URL('/discord-standin/invite', publicUrl).toString()),
    discord,
    adminDiscordIds: e.ADMIN_DISCORD_IDS,
    session: {
      idleMs: e.SESSION_IDLE_HOURS * 3_600_000,
      maxAgeMs: e.SESSION_MAX_DAYS * 86_400_000,
    },
    demoSeed: e.DEMO_SEED === 'auto',
    demoMode: discord === null,
    demoSimulator: e.DEMO_SIMULATOR === 'on',
    mutationRateLimit: e.MUTATION_RATE_LIMIT,
    integrationRateLimit: e.INTEGRATION_RATE_LIMIT,
    gameJoinRateLimit: e.GAME_JOIN_RATE_LIMIT,
    gameDbKey: e.GAME_DB_KEY ? Buffer.from(e.GAME_DB_KEY, 'base64') : null,
    reapplyCooldownMs: e.REAPPLY_COOLDOWN_DAYS * 86_400_000,
    decisionUndoMs: e.DECISION_UNDO_SECONDS * 1000,
    storage: storageConfig(e, dataDir),
    backupDir: path.resolve(e.BACKUP_DIR),
    backupSchedule: e.BACKUP_SCHEDULE ? { pattern: e.BACKUP_SCHEDULE, keep: e.BACKUP_KEEP } : null,
    readiness: { outboxMaxDueSeconds: e.READY_OUTBOX_MAX_SECONDS },
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    version,
  };
}

/** Where the database and the stored files are, and the game databases' key: for backups. */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept = Object.entries(env).filter(([key]) =>
    /^(DATA_DIR|DATABASE_URL|STORAGE_DRIVER|S3_[A-Z_]+|GAME_DB_KEY|BACKUP_DIR)$/.test(key),
  );
  return Object.fromEntries(kept);
}

/**
 * The folder a command was called from: npm's `INIT_CWD` when npm ran it (npm runs the backup
 * commands from apps/server, as the server runs), else the current one. File names given on
 * the command line are taken from there.
 */
export function callerDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/** Where the database is, from the environment: for scripts that only open the database. */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL };
}

export function isHttps(config: Config): boolean {
  return config.publicUrl.protocol === 'https:';
}
