import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the stand-in on PGlite with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, processRole: 'all', discord: null });
    expect(config.publicUrl.toString()).toBe('http://localhost:3000/');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.discordInviteUrl).toBe('http://localhost:3000/discord-standin/invite');
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
});
