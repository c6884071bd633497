import { Routes, type APIGuildMember, type APIUser } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { communitySettingIds as ids } from './community';
import { localDiscordIds } from './identities';
import { discordError, lastAnswer, useRestTestDiscord } from './rest-test-discord';

const d = useRestTestDiscord();
const guild = localDiscordIds.guild;
const diego = '100000000000000004';

describe('rate limit headers', () => {
  it("carries Discord's bucket headers on every answer, one stable bucket per route", async () => {
    await d.rest.get(Routes.guildRoles(guild));
    const first = lastAnswer(d.answers, 'GET', Routes.guildRoles(guild)).headers;
    await d.rest.get(Routes.guildRoles(guild));
    const second = lastAnswer(d.answers, 'GET', Routes.guildRoles(guild)).headers;
    await d.rest.get(Routes.guildChannels(guild));
    const other = lastAnswer(d.answers, 'GET', Routes.guildChannels(guild)).headers;

    expect(first.get('x-ratelimit-limit')).toBe('50');
    expect(Number(second.get('x-ratelimit-remaining'))).toBeLessThan(
      Number(first.get('x-ratelimit-remaining')),
    );
    expect(first.get('x-ratelimit-reset')).toMatch(/^\d{10}\.\d{3}$/);
    expect(Number(first.get('x-ratelimit-reset-after'))).toBeGreaterThan(0);
    expect(first.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.get('x-ratelimit-bucket')).toBe(first.get('x-ratelimit-bucket'));
    expect(other.get('x-ratelimit-bucket')).not.toBe(first.get('x-ratelimit-bucket'));
    // discord.js keeps the bucket, so its own queue paces the route.
    expect([...d.rest.hashes.values()].map((hash) => hash.value)).toContain(
      first.get('x-ratelimit-bucket'),
    );
  });

  it("lets discord.js's bucket queue pace a burst past the limit without a 429", async () => {
    const path = Routes.guildMember(guild, diego);
    await Promise.all(Array.from({ length: 60 }, () => d.rest.get(path)));
    const answers = d.answers.filter((a) => a.path === path);
    expect(answers.map((a) => a.status)).toEqual(Array<number>(60).fill(200));
    // Every answer says what is left, so the client holds its calls when a window is spent.
    expect(answers.every((a) => a.headers.get('x-ratelimit-remaining') !== null)).toBe(true);
  });

  it('answers a route 429 with Retry-After in whole seconds and retry_after with decimals', async () => {
    d.local.faults.rateLimitNext(1, 300);
    await d.rest.get(Routes.guildRoles(guild));
    const limited = d.answers.findLast((a) => a.status === 429);
    expect(limited?.headers.get('retry-after')).toBe('1');
    expect(limited?.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited?.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited?.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    expect(limited?.headers.get('x-ratelimit-global')).toBeNull();
    expect(await limited?.response.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 0.3,
      global: false,
    });
  });

  it('answers a global 429 with X-RateLimit-Global and no route headers', async () => {
    d.local.faults.rateLimitNext(1, 1500, true);
    await d.rest.get(Routes.guildRoles(guild));
    const limited = d.answers.findLast((a) => a.status === 429);
    expect(limited?.headers.get('retry-after')).toBe('2');
    expect(limited?.headers.get('x-ratelimit-global')).toBe('true');
    expect(limited?.headers.get('x-ratelimit-scope')).toBe('global');
    for (const name of ['limit', 'remaining', 'reset', 'reset-after', 'bucket']) {
      expect(limited?.headers.get(`x-ratelimit-${name}`)).toBeNull();
    }
    expect(await limited?.response.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1.5,
      global: true,
    });
  });
});

describe("Discord's error answers", () => {
  it('writes a 50035 as a tree of fields, array indexes as keys', async () => {
    const refused = await discordError(
      d.rest.post(Routes.guildChannels(guild), {
        body: {
          name: '',
          type: 7,
          permission_overwrites: [
            { id: '300000000000000006', type: 0 },
            { id: 'abc', type: 3 },
          ],
        },
      }),
    );
    expect(refused.rawError).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        name: {
          _errors: [{ code: 'BASE_TYPE_MIN_LENGTH', message: 'Must be 1 or more in length.' }],
        },
        type: {
          _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (0, 2, 4).' }],
        },
        permission_overwrites: {
          1: {
            id: {
              _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value "abc" is not snowflake.' }],
            },
            type: {
              _errors: [{ code: 'BASE_TYPE_CHOICES', message: 'Value must be one of (0, 1).' }],
            },
          },
        },
      },
    });
  });

  it('answers 404 for what is no route and 405 for a route with another method', async () => {
    const missing = await discordError(d.rest.get('/no/such/route'));
    expect([missing.status, missing.rawError]).toEqual([
      404,
      { message: '404: Not Found', code: 0 },
    ]);
    const wrongMethod = await discordError(d.rest.post(Routes.gatewayBot()));
    expect([wrongMethod.status, wrongMethod.rawError]).toEqual([
      405,
      { message: '405: Method Not Allowed', code: 0 },
    ]);
  });
});

describe('@everyone and members', () => {
  it("is no role to give: 10011, and never in a member's roles", async () => {
    const refused = await discordError(d.rest.put(Routes.guildMemberRole(guild, diego, guild)));
    expect([refused.status, refused.code]).toEqual([404, 10011]);
    const member = (await d.rest.patch(Routes.guildMember(guild, diego), {
      body: { roles: [guild, ids.allowListRoleId] },
    })) as APIGuildMember;
    expect(member.roles).toEqual([ids.allowListRoleId]);
    const read = (await d.rest.get(Routes.guildMember(guild, diego))) as APIGuildMember;
    expect(read.roles).not.toContain(guild);
  });
});

describe('payload fields Discord always sends', () => {
  it('answers users, the bot itself and members with every field', async () => {
    const user = (await d.rest.get(Routes.user(diego))) as APIUser;
    expect(user).toMatchObject({
      public_flags: 0,
      flags: 0,
      primary_guild: null,
      avatar_decoration_data: null,
      banner: null,
      accent_color: null,
    });
    const me = (await d.rest.get(Routes.user('@me'))) as APIUser;
    expect(me).toMatchObject({ bot: true, mfa_enabled: false, locale: 'pt-BR', verified: true });
    expect(me).not.toHaveProperty('email');
    const member = (await d.rest.get(Routes.guildMember(guild, diego))) as APIGuildMember;
    expect(member).toMatchObject({
      communication_disabled_until: null,
      premium_since: null,
      flags: 0,
      pending: false,
      avatar: null,
      banner: null,
    });
  });
});
