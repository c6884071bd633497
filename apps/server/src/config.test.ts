import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the local Discord on PGlite with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, processRole: 'all', discord: null });
    expect(config.publicUrl.toString()).toBe('http://localhost:3000/');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.discordInviteUrl).toBe('http://localhost:3000/discord-standin/invite');
    expect(config.reapplyCooldownMs).toBe(7 * 86_400_000);
  });

  it('takes the reapply cooldown in days, zero turning it off', () => {
    expect(loadConfig({ REAPPLY_COOLDOWN_DAYS: '0' }).reapplyCooldownMs).toBe(0);
    expect(loadConfig({ REAPPLY_COOLDOWN_DAYS: '1.5' }).reapplyCooldownMs).toBe(129_600_000);
    expect(() => loadConfig({ REAPPLY_COOLDOWN_DAYS: '-1' })).toThrow(/REAPPLY_COOLDOWN_DAYS/);
  });

  it('uses real Discord when all four variables are set', () => {
    const config = loadConfig({
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_CLIENT_SECRET: 's',
      DISCORD_BOT_TOKEN: 't',
      DISCORD_GUILD_ID: '223456789012345678',
      ADMIN_DISCORD_IDS: '323456789012345678, 423456789012345678',
    });
    expect(config.discord?.guildId).toBe('223456789012345678');
    expect(config.adminDiscordIds).toEqual(['323456789012345678', '423456789012345678']);
    expect(config.discordInviteUrl).toBeNull();
  });

  it('names every bad variable in one clear message', () => {
    const bad = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        ADMIN_DISCORD_IDS: 'ana',
        DISCORD_CLIENT_ID: '123456789012345678',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL/);
    expect(bad).toThrow(/ADMIN_DISCORD_IDS/);
    expect(bad).toThrow(/DISCORD_BOT_TOKEN: is required/);
  });

  it('refuses an accidental public demo: production or https without Discord credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV is production.*DEMO_MODE=true/s,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://painel.example.com' })).toThrow(
      /PUBLIC_URL is https/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'false' })).toThrow(/DEMO_MODE=false/);
    expect(() =>
      loadConfig({ DEMO_MODE: 'auto', PUBLIC_URL: 'https://painel.example.com' }),
    ).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'auto' }).demoMode).toBe(true);
    expect(
      loadConfig({ PUBLIC_URL: 'https://painel.example.com', DEMO_MODE: 'true' }).demoMode,
    ).toBe(true);
    expect(loadConfig({}).demoMode).toBe(true);
  });

  it('is not a demo with real Discord credentials, whatever the address', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://painel.example.com',
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_CLIENT_SECRET: 's',
      DISCORD_BOT_TOKEN: 't',
      DISCORD_GUILD_ID: '223456789012345678',
    });
    expect(config.demoMode).toBe(false);
  });

  it('stores files under DATA_DIR by default, in an S3 bucket when asked', () => {
    expect(loadConfig({ DATA_DIR: '/srv/panel' }).storage).toEqual({
      driver: 'fs',
      root: '/srv/panel/files',
    });
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'evidence',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(s3).toEqual({
      driver: 's3',
      bucket: 'evidence',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('names the missing bucket and credentials of the S3 driver', () => {
    const missing = () => loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' });
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER=s3/);
    expect(missing).toThrow(/S3_SECRET_ACCESS_KEY: is required/);
    expect(missing).not.toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
  });

  it('takes an empty variable as unset, as hosts pass blank fields', () => {
    const blank = {
      PUBLIC_URL: '',
      DATABASE_URL: '',
      DISCORD_CLIENT_ID: '',
      DISCORD_CLIENT_SECRET: '',
      DISCORD_BOT_TOKEN: '',
      DISCORD_GUILD_ID: '',
      DEMO_MODE: '',
      METRICS_TOKEN: '',
      BACKUP_DIR: '',
      PORT: '',
    };
    const config = loadConfig(blank);
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, discord: null });
    expect(config.publicUrl.toString()).toBe('http://localhost:3000/');
    expect(config.backupDir).toMatch(/backups$/);
    // Blank in production is no Discord at all: the demo refusal says so, not a bad DEMO_MODE.
    expect(() => loadConfig({ ...blank, NODE_ENV: 'production' })).toThrow(
      /no Discord credentials and NODE_ENV is production/,
    );
    expect(() => loadConfig({ ...blank, NODE_ENV: 'production' })).not.toThrow(/DEMO_MODE:/);
  });
});
