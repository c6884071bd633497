import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ChannelType, DiscordAPIError, PermissionFlagsBits as P, Routes } from 'discord.js';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSharedFixture } from '../test/shared-fixtures';
import { communityFounderRoleId, communityId, communitySettingIds as ids } from './community';
import { demoInviteCodes } from './community-invites';
import { localDiscordIds } from './identities';
import { LocalDiscord, localDiscordPrefix } from './local-discord';
import { registerLocalDiscord } from './register';
import { useRestTestDiscord, type SeenAnswer } from './rest-test-discord';

/*
 * The local Discord's REST answers held to Discord's own OpenAPI description
 * (`../shared/fixtures/discord-api-spec`, github.com/discord/discord-api-spec, read where it is
 * published for the tests and never copied into the project): every call the panel's
 * bot and sign-in make, and the errors they meet, go through discord.js's REST client; each
 * answer's JSON body is validated against the schema the spec gives for its operation and
 * status, and a successful bot or interaction answer must carry the rate limit headers the spec
 * lists. Interactions too: commands at Discord's limits, replies with embeds, emoji buttons and
 * selects, the callbacks an interaction type refuses.
 * Every route the local Discord serves under /api/v10 needs a case here.
 */

// ---------------------------------------------------------------------------------------------
// The spec and its validator

interface SpecHeader {
  $ref?: string;
  schema?: unknown;
}
interface SpecResponse {
  $ref?: string;
  headers?: Record<string, SpecHeader>;
  content?: Record<string, { schema?: unknown }>;
}
interface SpecOperation {
  operationId: string;
  responses: Record<string, SpecResponse>;
}
interface SpecDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { responses: Record<string, SpecResponse> };
}

const specId = 'openapi.json';
const spec = JSON.parse(readSharedFixture('discord-api-spec', 'openapi.json')) as SpecDocument;

const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const ajv = new Ajv2020({
  // The spec carries OpenAPI's own keywords (`discriminator`, `x-discord-union`, `example`...),
  // which are annotations, not constraints.
  strict: false,
  allErrors: true,
});
addFormats(ajv);
// The spec's own formats: `int32`/`int64`/`double` on numbers, `snowflake`/`nonce` on strings.
ajv.addFormat('int32', {
  type: 'number',
  validate: (n: number) => Number.isInteger(n) && n >= int32.min && n <= int32.max,
});
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
ajv.addFormat('snowflake', {
  type: 'string',
  validate: (s: string) => /^(0|[1-9]\d{0,19})$/.test(s) && BigInt(s) < 2n ** 64n,
});
ajv.addFormat('nonce', { type: 'string', validate: () => true });
ajv.addSchema(spec, specId);

/** A JSON pointer into the spec, as a `$ref` ajv resolves. */
function specRef(...parts: string[]): string {
  const escaped = parts.map((part) =>
    encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1')),
  );
  return `${specId}#/${escaped.join('/')}`;
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/** `#/components/responses/X` → ['components', 'responses', 'X']. */
const refParts = (ref: string) => ref.replace(/^#\//, '').split('/');

/** The segments of a template match a path's; literal segments count more (`@me` before `{id}`). */
function templateScore(template: string, path: string, isParam: (segment: string) => boolean) {
  const wanted = template.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return -1;
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (isParam(segment)) continue;
    if (segment !== given[index]) return -1;
    score += 1;
  }
  return score;
}

function bestMatch<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const item of items) {
    const value = score(item);
    if (value > bestScore) [best, bestScore] = [item, value];
  }
  return best;
}

const specPaths = Object.keys(spec.paths);

/** The spec's operation for a method and a concrete path (`/guilds/900…/roles`). */
function specOperation(method: string, path: string) {
  const template = bestMatch(specPaths, (t) =>
    spec.paths[t]?.[method.toLowerCase()]
      ? templateScore(t, path, (s) => s.startsWith('{') && s.endsWith('}'))
      : -1,
  );
  if (!template) return null;
  const operation = spec.paths[template]?.[method.toLowerCase()] as SpecOperation;
  return { template, operation };
}

/** The response the spec gives for a status: the exact code, else `4XX`, else `default`. */
function specResponse(operation: SpecOperation, status: number) {
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
    (k) => operation.responses[k],
  );
  if (!key) return null;
  const response = operation.responses[key] as SpecResponse;
  if (response.$ref) {
    const parts = refParts(response.$ref);
    const resolved = spec.components.responses[parts.at(-1) ?? ''];
    if (!resolved) throw new Error(`unresolved ${response.$ref}`);
    return { key, response: resolved, at: parts };
  }
  return { key, response, at: null };
}

// ---------------------------------------------------------------------------------------------
// Answers the spec does not describe

/*
 * SPEC GAP: Discord's OpenAPI spec leaves out the OAuth2 token endpoint (`POST /oauth2/token`,
 * no path in `paths`). Its answers are checked against Discord's docs instead
 * (developers/topics/oauth2.mdx, "Access Token Response"; errors as RFC 6749 §5.2).
 */
const oauthSchemas = {
  token: {
    type: 'object',
    properties: {
      access_token: { type: 'string', minLength: 1 },
      token_type: { const: 'Bearer' },
      expires_in: { type: 'integer', minimum: 1 },
      refresh_token: { type: 'string', minLength: 1 },
      scope: { type: 'string' },
    },
    required: ['access_token', 'token_type', 'expires_in', 'refresh_token', 'scope'],
    additionalProperties: false,
  },
  error: {
    type: 'object',
    properties: {
      error: {
        enum: [
          'invalid_request',
          'invalid_client',
          'invalid_grant',
          'unauthorized_client',
          'unsupported_grant_type',
          'invalid_scope',
        ],
      },
      error_description: { type: 'string' },
    },
    required: ['error'],
    additionalProperties: false,
  },
};
const oauthToken = ajv.compile(oauthSchemas.token);
const oauthError = ajv.compile(oauthSchemas.error);

/*
 * SPEC VS DOCS, narrowly excepted (the spec's schemas are generated; these two answers are as
 * Discord's docs give them and as Discord sends them):
 *
 * 1. A 50035's form errors: the spec's `InnerErrors` reuses `Error`, whose `code` is an
 *    integer, but Discord's docs (developers/reference.mdx, "Error Messages") show the codes in
 *    `_errors` as names (`"BASE_TYPE_REQUIRED"`). Such a name must be an upper-case code; it is
 *    then validated as the spec's integer, everything else as the spec says.
 * 2. A 429's `code`: the spec's `RatelimitedResponse` requires it (from `Error`), but Discord's
 *    docs (developers/topics/rate-limits.mdx, "Rate Limit Response Structure") give it as
 *    optional, "an error code for some limits", and their route limit example has none. A 429
 *    without one is validated as if it had code 0; with one, as it is.
 */
function asDocumented(status: number, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (status === 429 && !('code' in fields)) return { ...fields, code: 0 };
  if (status === 400 && fields.code === 50035 && fields.errors !== undefined) {
    return { ...fields, errors: withNumericLeafCodes(fields.errors) };
  }
  return body;
}

function withNumericLeafCodes(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key !== '_errors' || !Array.isArray(value)) return [key, withNumericLeafCodes(value)];
      const leaves = value.map((leaf: unknown) => {
        const code = (leaf as { code?: unknown } | null)?.code;
        return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)
          ? { ...(leaf as object), code: 0 }
          : leaf;
      });
      return [key, leaves];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The calls

type Auth = 'bot' | 'bearer' | 'none';

interface Case {
  label: string;
  auth: Auth;
  /** The statuses answered, in order (a 429 is followed by discord.js's retry). */
  statuses: number[];
  /** Discord's JSON error code (or OAuth error) of the last answer, when an error. */
  code?: number | string;
  call: () => Promise<unknown>;
}

interface Checked {
  label: string;
  auth: Auth;
  answer: SeenAnswer;
  body: unknown;
}

const d = useRestTestDiscord();
const guild = localDiscordIds.guild;
const ana = '100000000000000001'; // the guild's owner
const diego = '100000000000000004';
const elisa = '100000000000000005';
const fabio = '100000000000000006'; // not in the guild
const gabriel = '100000000000000101'; // in voice ("Patrulha 1")
const helena = '100000000000000102'; // in voice
const geral = communityId(204);
const anuncios = communityId(203); // the bot may not post there
const boasVindas = communityId(202);
const unknownId = '123456789012345678';
const redirectUri = 'http://127.0.0.1/callback';

/** An OAuth code for Ana, as the local authorize page hands it out for `scope`. */
async function codeFor(scope: string): Promise<string> {
  const query = new URLSearchParams({
    client_id: d.local.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state: 'conformance',
  });
  const page = await fetch(`${d.baseUrl}/oauth2/authorize?${query.toString()}`);
  const code = /[?&]code=([0-9a-f]+)/.exec((await page.text()).replace(/&amp;/g, '&'))?.[1];
  if (!code) throw new Error('no code on the authorize page');
  return code;
}

/** The token exchange as the panel's sign-in makes it (form-urlencoded, client in the body). */
function exchange(code: string, secret = d.local.clientSecret) {
  return d.rest.post(Routes.oauth2TokenExchange(), {
    auth: false,
    passThroughBody: true,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: d.local.clientId,
      client_secret: secret,
    }),
  });
}

async function tokenFor(scope: string): Promise<string> {
  const token = (await exchange(await codeFor(scope))) as { access_token: string };
  return token.access_token;
}

const bearer = (token: string) => ({
  auth: false as const,
  headers: { authorization: `Bearer ${token}` },
});

const post = (channelId: string, body: Record<string, unknown>) =>
  d.rest.post(Routes.channelMessages(channelId), { body });
const patchMember = (userId: string, body: Record<string, unknown>) =>
  d.rest.patch(Routes.guildMember(guild, userId), { body });

/** Ids learned along the way (a created channel, a DM channel, tokens). */
const made = {
  channelId: '',
  dmId: '',
  code: '',
  identifyToken: '',
  memberToken: '',
  messageId: '',
  interactionId: '',
  interactionToken: '',
  componentsMessageId: '',
  selectInteractionId: '',
};

/** A review message's row: approve and reject, named after `prefix`. */
const reviewButtons = (prefix: string) => ({
  type: 1,
  components: [
    { type: 2, style: 3, label: 'Aprovar', custom_id: `${prefix}:approve` },
    { type: 2, style: 4, label: 'Reprovar', custom_id: `${prefix}:reject` },
  ],
});

/** 100 slash, 15 user and 15 message commands, `pontos` among them. */
function fullCommandSet() {
  return [
    {
      name: 'pontos',
      description: 'Pontos de um membro',
      options: [{ type: 6, name: 'membro', description: 'Quem', required: true }],
    },
    ...Array.from({ length: 99 }, (_, i) => ({
      name: `comando-${i}`,
      description: `Comando ${i}`,
    })),
    ...Array.from({ length: 15 }, (_, i) => ({ type: 2, name: `Membro ${i}` })),
    ...Array.from({ length: 15 }, (_, i) => ({ type: 3, name: `Mensagem ${i}` })),
  ];
}

/** Two options of 25 choices of 100-character names and values: over Discord's 8000. */
function oversizedCommand() {
  const choices = (prefix: string) =>
    Array.from({ length: 25 }, (_, i) => ({
      name: `${prefix}${i}`.padEnd(100, 'n'),
      value: `${prefix}${i}`.padEnd(100, 'v'),
    }));
  return {
    name: 'grande',
    description: 'Grande demais',
    options: [
      { type: 3, name: 'um', description: 'Um', choices: choices('a') },
      { type: 3, name: 'dois', description: 'Dois', choices: choices('b') },
    ],
  };
}

const tokenOf = (interactionId: string) => d.local.interactions.all.get(interactionId)?.token ?? '';

/** Ana runs `/pontos membro:Diego`; the interaction's id and token. */
async function runCommand(): Promise<{ id: string; token: string }> {
  const created = await d.control('POST', '/interactions', {
    kind: 'command',
    userId: ana,
    channelId: geral,
    name: 'pontos',
    options: { membro: diego },
  });
  const { id } = (await created.json()) as { id: string };
  return { id, token: tokenOf(id) };
}

/** A reply with what Discord allows and the local Discord used to refuse. */
const richReply = {
  content: 'Pontos de Diego',
  embeds: [
    {
      title: 'Saldo',
      description: 'Diego tem 1.900 pontos.',
      color: 0x5865f2,
      fields: [{ name: 'Semana', value: '120', inline: true }],
      footer: { text: 'Loja da comunidade' },
    },
  ],
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 2, emoji: { name: '🔄' }, custom_id: 'pontos:atualizar' },
        { type: 2, style: 1, label: 'Histórico', emoji: { name: '📜' }, custom_id: 'pontos:hist' },
      ],
    },
    {
      type: 1,
      components: [
        {
          type: 3,
          custom_id: 'pontos:periodo',
          placeholder: 'Período',
          options: [
            { label: 'Semana', value: 'semana', emoji: { name: '📅' } },
            { label: 'Mês', value: 'mes' },
          ],
        },
      ],
    },
  ],
};

const pointsModal = {
  custom_id: 'pontos:motivo',
  title: 'Motivo',
  components: [
    {
      type: 1,
      components: [{ type: 4, custom_id: 'motivo', style: 1, label: 'Motivo' }],
    },
  ],
};

function cases(): Case[] {
  const ok = (label: string, call: () => Promise<unknown>, status = 200): Case => ({
    label,
    auth: 'bot',
    statuses: [status],
    call,
  });
  const fails = (label: string, status: number, code: number, call: () => Promise<unknown>) => ({
    label,
    auth: 'bot' as const,
    statuses: [status],
    code,
    call,
  });
  // Called with an interaction's token, not the bot's.
  const none = (label: string, call: () => Promise<unknown>, status = 200): Case => ({
    label,
    auth: 'none',
    statuses: [status],
    call,
  });
  const noneFails = (
    label: string,
    status: number,
    code: number,
    call: () => Promise<unknown>,
  ) => ({
    label,
    auth: 'none' as const,
    statuses: [status],
    code,
    call,
  });
  const talk = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles;
  return [
    // The gateway connection (discord.js's login) and gateway-connection.ts.
    ok('gateway for bots', () => d.rest.get(Routes.gatewayBot())),
    ok('gateway', () => d.rest.get(Routes.gateway())),
    ok('own application', () => d.rest.get(Routes.currentApplication())),
    ok('own OAuth2 application', () => d.rest.get(Routes.oauth2CurrentApplication())),

    // bot.ts: the bot's own user; users.
    ok('bot user', () => d.rest.get(Routes.user('@me'))),
    ok('a user', () => d.rest.get(Routes.user(diego))),
    fails('unknown user', 404, 10013, () => d.rest.get(Routes.user(unknownId))),

    // catalog-sync.ts: the guild (discord.js asks with counts), roles, channels, members.
    ok('guild with counts', () =>
      d.rest.get(Routes.guild(guild), { query: new URLSearchParams({ with_counts: 'true' }) }),
    ),
    ok('guild', () => d.rest.get(Routes.guild(guild))),
    fails('unknown guild', 404, 10004, () => d.rest.get(Routes.guild(unknownId))),
    ok('roles', () => d.rest.get(Routes.guildRoles(guild))),
    ok('channels', () => d.rest.get(Routes.guildChannels(guild))),
    ok('members', () =>
      d.rest.get(Routes.guildMembers(guild), { query: new URLSearchParams({ limit: '1000' }) }),
    ),
    ok('member search', () =>
      d.rest.get(Routes.guildMembersSearch(guild), {
        query: new URLSearchParams({ query: 'ana', limit: '10' }),
      }),
    ),
    fails('member search without a query', 400, 50035, () =>
      d.rest.get(Routes.guildMembersSearch(guild)),
    ),
    ok('member', () => d.rest.get(Routes.guildMember(guild, diego))),
    fails('unknown member', 404, 10007, () => d.rest.get(Routes.guildMember(guild, fabio))),

    // effect-delivery.ts: roles.
    ok(
      'add role',
      () => d.rest.put(Routes.guildMemberRole(guild, diego, ids.allowListRoleId), { reason: 'x' }),
      204,
    ),
    ok(
      'remove role',
      () =>
        d.rest.delete(Routes.guildMemberRole(guild, diego, ids.allowListRoleId), { reason: 'x' }),
      204,
    ),
    fails('role above the bot', 403, 50013, () =>
      d.rest.put(Routes.guildMemberRole(guild, diego, communityFounderRoleId)),
    ),
    fails('unknown role', 404, 10011, () =>
      d.rest.put(Routes.guildMemberRole(guild, diego, unknownId)),
    ),

    // effect-delivery.ts: messages.
    ok('message', () =>
      post(geral, { content: `Olá <@${diego}>`, allowed_mentions: { parse: ['users'] } }),
    ),
    fails('message where the bot may not post', 403, 50013, () =>
      post(anuncios, { content: 'Olá' }),
    ),
    fails('message too long', 400, 50035, () => post(geral, { content: 'x'.repeat(2001) })),
    fails('empty message', 400, 50006, () => post(geral, { content: ' ' })),
    fails('message to an unknown channel', 404, 10003, () => post(unknownId, { content: 'Olá' })),
    ok('message with buttons', async () => {
      const message = (await post(geral, {
        content: 'Nova whitelist',
        components: [reviewButtons('review:1')],
      })) as { id: string };
      made.messageId = message.id;
    }),
    fails('buttons with one custom id twice', 400, 50035, () =>
      post(geral, {
        content: 'Nova whitelist',
        components: [reviewButtons('review:1'), reviewButtons('review:1')],
      }),
    ),
    ok('message edit', () =>
      d.rest.patch(Routes.channelMessage(geral, made.messageId), {
        body: { content: 'Aprovada por Ana Souza', components: [] },
      }),
    ),
    fails('edit of an unknown message', 404, 10008, () =>
      d.rest.patch(Routes.channelMessage(geral, unknownId), { body: { content: 'x' } }),
    ),
    fails('edit leaving the message empty', 400, 50006, () =>
      d.rest.patch(Routes.channelMessage(geral, made.messageId), { body: { content: '' } }),
    ),

    // The bot's guild commands and a member's interaction, answered without the bot's token.
    ok('guild commands overwrite with the most Discord takes (100 + 15 + 15)', () =>
      d.rest.put(Routes.applicationGuildCommands(d.local.clientId, guild), {
        body: fullCommandSet(),
      }),
    ),
    fails('guild commands overwrite with 101 slash commands', 400, 50035, () =>
      d.rest.put(Routes.applicationGuildCommands(d.local.clientId, guild), {
        body: [...fullCommandSet(), { name: 'mais-um', description: 'Um a mais' }],
      }),
    ),
    fails('guild command over 8000 characters', 400, 50035, () =>
      d.rest.put(Routes.applicationGuildCommands(d.local.clientId, guild), {
        body: [oversizedCommand()],
      }),
    ),
    ok('guild commands overwrite', () =>
      d.rest.put(Routes.applicationGuildCommands(d.local.clientId, guild), {
        body: [
          {
            name: 'pontos',
            description: 'Pontos de um membro',
            options: [{ type: 6, name: 'membro', description: 'Quem', required: true }],
          },
        ],
      }),
    ),
    fails('guild commands with an invalid name', 400, 50035, () =>
      d.rest.put(Routes.applicationGuildCommands(d.local.clientId, guild), {
        body: [{ name: 'Pontos Ver', description: 'x' }],
      }),
    ),
    ok('guild commands', () =>
      d.rest.get(Routes.applicationGuildCommands(d.local.clientId, guild)),
    ),
    none('interaction reply', async () => {
      const created = await d.control('POST', '/interactions', {
        kind: 'command',
        userId: ana,
        channelId: geral,
        name: 'pontos',
        options: { membro: diego },
      });
      const { id } = (await created.json()) as { id: string };
      made.interactionId = id;
      made.interactionToken = d.local.interactions.all.get(id)?.token ?? '';
      return d.rest.post(Routes.interactionCallback(id, made.interactionToken), {
        auth: false,
        query: new URLSearchParams({ with_response: 'true' }),
        body: { type: 4, data: { content: 'Diego tem 1.800 pontos.', flags: 64 } },
      });
    }),
    noneFails('second interaction reply', 400, 40060, () =>
      d.rest.post(Routes.interactionCallback(made.interactionId, made.interactionToken), {
        auth: false,
        body: { type: 4, data: { content: 'De novo' } },
      }),
    ),
    none('interaction original', () =>
      d.rest.get(Routes.webhookMessage(d.local.clientId, made.interactionToken, '@original'), {
        auth: false,
      }),
    ),
    none('interaction original edit', () =>
      d.rest.patch(Routes.webhookMessage(d.local.clientId, made.interactionToken, '@original'), {
        auth: false,
        body: { content: 'Diego tem 1.900 pontos.' },
      }),
    ),
    none('interaction follow-up', () =>
      d.rest.post(Routes.webhook(d.local.clientId, made.interactionToken), {
        auth: false,
        query: new URLSearchParams({ wait: 'true' }),
        body: { content: 'Mais uma coisa.', flags: 64 },
      }),
    ),
    noneFails('interaction webhook with a wrong token', 401, 50027, () =>
      d.rest.patch(Routes.webhookMessage(d.local.clientId, 'nao-existe', '@original'), {
        auth: false,
        body: { content: 'x' },
      }),
    ),
    none('interaction reply with embeds, emoji buttons and a string select', async () => {
      const { id, token } = await runCommand();
      made.componentsMessageId = '';
      const answer = await d.rest.post(Routes.interactionCallback(id, token), {
        auth: false,
        query: new URLSearchParams({ with_response: 'true' }),
        body: { type: 4, data: richReply },
      });
      made.componentsMessageId =
        (answer as { resource?: { message?: { id?: string } } }).resource?.message?.id ?? '';
      return answer;
    }),
    none('follow-up with an embed', () =>
      d.rest.post(Routes.webhook(d.local.clientId, made.interactionToken), {
        auth: false,
        body: { embeds: [{ title: 'Saldo', description: 'Diego tem 1.900 pontos.' }] },
      }),
    ),
    none('string select answered by a modal, with its response', async () => {
      const created = await d.control('POST', '/interactions', {
        kind: 'select',
        userId: ana,
        messageId: made.componentsMessageId,
        customId: 'pontos:periodo',
        values: ['semana'],
      });
      const { id } = (await created.json()) as { id: string };
      made.selectInteractionId = id;
      return d.rest.post(Routes.interactionCallback(id, tokenOf(id)), {
        auth: false,
        query: new URLSearchParams({ with_response: 'true' }),
        body: { type: 9, data: pointsModal },
      });
    }),
    none('modal submission answered by a message update', async () => {
      const created = await d.control('POST', '/interactions', {
        kind: 'modal',
        userId: ana,
        interactionId: made.selectInteractionId,
        values: { motivo: 'Conferência' },
      });
      const { id } = (await created.json()) as { id: string };
      return d.rest.post(Routes.interactionCallback(id, tokenOf(id)), {
        auth: false,
        query: new URLSearchParams({ with_response: 'true' }),
        body: { type: 7, data: { content: 'Período: semana.' } },
      });
    }),
    noneFails('deferred update of a slash command', 400, 50035, async () => {
      const { id, token } = await runCommand();
      return d.rest.post(Routes.interactionCallback(id, token), {
        auth: false,
        body: { type: 6 },
      });
    }),
    noneFails('update message of a slash command', 400, 50035, async () => {
      const { id, token } = await runCommand();
      return d.rest.post(Routes.interactionCallback(id, token), {
        auth: false,
        body: { type: 7, data: { content: 'x' } },
      });
    }),
    noneFails('reply with a url on a non-link button', 400, 50035, async () => {
      const { id, token } = await runCommand();
      return d.rest.post(Routes.interactionCallback(id, token), {
        auth: false,
        body: {
          type: 4,
          data: {
            content: 'x',
            components: [
              {
                type: 1,
                components: [
                  { type: 2, style: 1, label: 'Ir', custom_id: 'ir', url: 'https://example.com' },
                ],
              },
            ],
          },
        },
      });
    }),
    noneFails('reply with 11 embeds', 400, 50035, async () => {
      const { id, token } = await runCommand();
      return d.rest.post(Routes.interactionCallback(id, token), {
        auth: false,
        body: { type: 4, data: { embeds: Array.from({ length: 11 }, () => ({ title: 'x' })) } },
      });
    }),
    noneFails('reply with embeds over 6000 characters', 400, 50035, async () => {
      const { id, token } = await runCommand();
      return d.rest.post(Routes.interactionCallback(id, token), {
        auth: false,
        body: {
          type: 4,
          data: { embeds: [{ description: 'a'.repeat(4096) }, { description: 'b'.repeat(2000) }] },
        },
      });
    }),

    // effect-delivery.ts: a ticket's private channel, its transcript, its deletion.
    ok(
      'private channel',
      async () => {
        const channel = (await d.rest.post(Routes.guildChannels(guild), {
          body: {
            name: 'ticket-conformidade',
            type: ChannelType.GuildText,
            parent_id: ids.categoryReviewChannelId,
            permission_overwrites: [
              { id: guild, type: 0, deny: String(P.ViewChannel) },
              { id: diego, type: 1, allow: String(talk) },
              { id: localDiscordIds.application, type: 1, allow: String(talk | P.ManageChannels) },
              { id: ids.supportRoleId, type: 0, allow: String(talk) },
            ],
          },
          reason: 'Ticket aberto no painel',
        })) as { id: string };
        made.channelId = channel.id;
      },
      201,
    ),
    fails('channel with an invalid body', 400, 50035, () =>
      d.rest.post(Routes.guildChannels(guild), {
        body: { name: '', type: 7, permission_overwrites: [{ id: 'abc', type: 3 }] },
      }),
    ),
    ok('message in the private channel', () => post(made.channelId, { content: 'Bem-vindo' })),
    ok('channel', () => d.rest.get(Routes.channel(made.channelId))),
    ok('voice channel', () => d.rest.get(Routes.channel(communityId(222)))),
    ok('category', () => d.rest.get(Routes.channel(ids.categoryReviewChannelId))),
    fails('unknown channel', 404, 10003, () => d.rest.get(Routes.channel(unknownId))),
    ok('transcript page', () =>
      d.rest.get(Routes.channelMessages(made.channelId), {
        query: new URLSearchParams({ limit: '100' }),
      }),
    ),
    fails('messages of an unknown channel', 404, 10003, () =>
      d.rest.get(Routes.channelMessages(unknownId)),
    ),
    fails('messages with an invalid query', 400, 50035, () =>
      d.rest.get(Routes.channelMessages(geral), { query: new URLSearchParams({ limit: '0' }) }),
    ),
    ok('channel deletion', () => d.rest.delete(Routes.channel(made.channelId), { reason: 'x' })),
    fails('deleting a deleted channel', 404, 10003, () =>
      d.rest.delete(Routes.channel(made.channelId)),
    ),

    // effect-delivery.ts: direct messages.
    ok('DM channel', async () => {
      const channel = (await d.rest.post(Routes.userChannels(), {
        body: { recipient_id: diego },
      })) as { id: string };
      made.dmId = channel.id;
    }),
    ok('direct message', () => post(made.dmId, { content: 'Sua allowlist foi aprovada.' })),
    ok('read DM channel', () => d.rest.get(Routes.channel(made.dmId))),
    ok('DM messages', () => d.rest.get(Routes.channelMessages(made.dmId))),
    fails('DM channel with an unknown user', 404, 10013, () =>
      d.rest.post(Routes.userChannels(), { body: { recipient_id: unknownId } }),
    ),
    fails('direct message to closed DMs', 403, 50007, async () => {
      expect((await d.control('PATCH', `/members/${elisa}`, { dmsClosed: true })).status).toBe(204);
      const channel = (await d.rest.post(Routes.userChannels(), {
        body: { recipient_id: elisa },
      })) as { id: string };
      await post(channel.id, { content: 'Olá' });
    }),

    // bot.ts: voice, and the member changes the panel makes.
    ok('voice mute', () => patchMember(gabriel, { mute: true })),
    ok('voice disconnect', () => patchMember(helena, { channel_id: null })),
    fails('voice mute out of voice', 400, 40032, () => patchMember(diego, { mute: true })),
    ok('member roles', () => patchMember(diego, { roles: [ids.allowListRoleId] })),
    fails('nickname of the owner', 403, 50013, () => patchMember(ana, { nick: 'Ana' })),
    fails('member change with an invalid body', 400, 50035, () =>
      patchMember(diego, { roles: 'all' }),
    ),
    fails('change to an unknown member', 404, 10007, () => patchMember(fabio, { roles: [] })),

    // modules/blacklist: the server an invite leads to (another guild), with its counts.
    ok('invite with counts', () =>
      d.rest.get(Routes.invite(demoInviteCodes.cidadeAlta), {
        query: new URLSearchParams({ with_counts: 'true' }),
      }),
    ),
    ok('invite that expires, without counts', () =>
      d.rest.get(Routes.invite(demoInviteCodes.vilaNova)),
    ),
    {
      label: 'invite to a guild with an icon, without a token',
      auth: 'none',
      statuses: [200],
      call: () => d.rest.get(Routes.invite(demoInviteCodes.portoReal), { auth: false }),
    },
    fails('unknown invite', 404, 10006, () => d.rest.get(Routes.invite('naoexiste'))),
    fails('expired invite', 404, 10006, () => d.rest.get(Routes.invite(demoInviteCodes.expired))),

    // modules/auth: sign-in's token exchange and Bearer reads.
    {
      label: 'token exchange',
      auth: 'none',
      statuses: [200],
      call: async () => {
        made.code = await codeFor('identify guilds.members.read');
        made.memberToken = ((await exchange(made.code)) as { access_token: string }).access_token;
        made.identifyToken = await tokenFor('identify');
      },
    },
    {
      label: 'token exchange with a wrong secret',
      auth: 'none',
      statuses: [401],
      code: 'invalid_client',
      call: async () => exchange(await codeFor('identify'), 'not-the-secret'),
    },
    {
      label: 'token exchange with a used code',
      auth: 'none',
      statuses: [400],
      code: 'invalid_grant',
      call: () => exchange(made.code),
    },
    {
      label: 'signed-in user',
      auth: 'bearer',
      statuses: [200],
      call: () => d.rest.get(Routes.user('@me'), bearer(made.memberToken)),
    },
    {
      label: 'signed-in member',
      auth: 'bearer',
      statuses: [200],
      call: () => d.rest.get(Routes.userGuildMember(guild), bearer(made.memberToken)),
    },
    {
      label: 'member without guilds.members.read',
      auth: 'bearer',
      statuses: [401],
      code: 0,
      call: () => d.rest.get(Routes.userGuildMember(guild), bearer(made.identifyToken)),
    },
    {
      label: 'member of a guild the user is not in',
      auth: 'bearer',
      statuses: [404],
      code: 10004,
      call: () => d.rest.get(Routes.userGuildMember(unknownId), bearer(made.memberToken)),
    },
    fails('Bearer route with the bot token', 401, 0, async () => {
      try {
        await d.rest.get(Routes.userGuildMember(guild));
      } finally {
        // discord.js forgets a token answered 401: the bot's is given back for the next calls.
        d.rest.setToken(d.local.botToken);
      }
    }),

    // The REST protocol: 401, 429 (route and global), scheduled faults, 404 and 405.
    {
      label: 'no token',
      auth: 'none',
      statuses: [401],
      code: 0,
      call: () => d.rest.get(Routes.guildRoles(guild), { auth: false }),
    },
    {
      label: 'route rate limit',
      auth: 'bot',
      statuses: [429, 200],
      call: async () => {
        d.local.faults.rateLimitNext(1, 50);
        await d.rest.get(Routes.guildRoles(guild));
      },
    },
    {
      label: 'global rate limit',
      auth: 'bot',
      statuses: [429, 200],
      call: async () => {
        const scheduled = await d.control('POST', '/rate-limit', {
          retryAfterMs: 50,
          global: true,
        });
        expect(scheduled.status).toBe(204);
        await d.rest.get(Routes.guildChannels(guild));
      },
    },
    fails('scheduled fault', 403, 50013, async () => {
      const scheduled = await d.control('POST', '/faults', {
        status: 403,
        code: 50013,
        message: 'Missing Permissions',
      });
      expect(scheduled.status).toBe(204);
      await d.rest.get(Routes.guildMember(guild, diego));
    }),
    fails('no such route', 404, 0, () => d.rest.get('/no/such/route')),
    fails('route without that method', 405, 0, () => d.rest.post(Routes.gatewayBot())),

    // Last: a channel the bot no longer sees (50001).
    fails('channel the bot cannot see', 403, 50001, async () => {
      const hidden = await d.control('PATCH', `/channels/${boasVindas}`, {
        overwrites: [{ id: guild, type: 0, deny: String(P.ViewChannel) }],
      });
      expect(hidden.status).toBe(204);
      await d.rest.get(Routes.channelMessages(boasVindas));
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// What the local Discord serves under /api/v10

const apiPrefix = `${localDiscordPrefix}/api/v10`;
interface ServedRoute {
  method: string;
  template: string;
}

/** The local Discord's REST routes, read from Fastify as it registers them. */
async function servedRoutes(): Promise<ServedRoute[]> {
  const app = Fastify({ logger: false });
  const routes: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) {
      if (route.url.startsWith(`${apiPrefix}/`)) {
        routes.push({ method, template: route.url.slice(apiPrefix.length) });
      }
    }
    // The catch-all, whatever its methods: Discord's 404 for no route, 405 for another method.
    if (route.url === `${localDiscordPrefix}/api/*`) routes.push({ method: '*', template: '*' });
  });
  registerLocalDiscord(app, new LocalDiscord());
  await app.ready();
  await app.close();
  return routes;
}

/** The served route an answer came from: the most literal template that matches. */
function servedRouteOf(routes: readonly ServedRoute[], answer: SeenAnswer) {
  return (
    bestMatch(routes, (route) =>
      route.method === answer.method
        ? templateScore(route.template, answer.path, (s) => s.startsWith(':'))
        : -1,
    ) ?? routes.find((route) => route.template === '*')
  );
}

// ---------------------------------------------------------------------------------------------
// Checking an answer

const routeKey = (route: ServedRoute) => `${route.method} ${route.template}`;

function errorLines(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .slice(0, 12)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
}

function headerProblems(response: SpecResponse, answer: SeenAnswer): string[] {
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = answer.headers.get(name);
    if (value === null) {
      problems.push(`missing header ${name}`);
      continue;
    }
    const at = header.$ref ? [...refParts(header.$ref), 'schema'] : null;
    if (!at && !header.schema) continue;
    const validate = at ? validatorFor(specRef(...at)) : ajv.compile(header.schema as object);
    const parsed = value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
    if (!validate(parsed) && !validate(value)) {
      problems.push(`header ${name}: ${JSON.stringify(value)} ${errorLines(validate.errors)[0]}`);
    }
  }
  return problems;
}

/** What is wrong with an answer by the spec (nothing: an empty list). */
function problemsOf(checked: Checked): string[] {
  const { answer, body } = checked;
  const jsonType = answer.headers.get('content-type')?.startsWith('application/json') === true;
  if (answer.path === Routes.oauth2TokenExchange() && answer.method === 'POST') {
    const validate = answer.status === 200 ? oauthToken : oauthError;
    return validate(body) ? [] : errorLines(validate.errors);
  }
  const found = specOperation(answer.method, answer.path);
  if (!found) {
    // No operation: Discord's 404/405 for what is not a route, an error object all the same.
    const validate = validatorFor(specRef('components', 'schemas', 'ErrorResponse'));
    if (answer.status !== 404 && answer.status !== 405) return ['no operation in the spec'];
    return validate(body) ? [] : errorLines(validate.errors);
  }
  const { template, operation } = found;
  const picked = specResponse(operation, answer.status);
  if (!picked) {
    const known = Object.keys(operation.responses).join(', ');
    return [`status not in ${operation.operationId} (${template}): ${known}`];
  }
  const problems: string[] = [];
  const content = picked.response.content?.['application/json'];
  if (!content) {
    if (body !== undefined) problems.push(`a body where the spec has none (${picked.key})`);
  } else {
    if (!jsonType) problems.push(`content-type ${answer.headers.get('content-type')}`);
    const base = picked.at ?? [
      'paths',
      template,
      answer.method.toLowerCase(),
      'responses',
      picked.key,
    ];
    const validate = validatorFor(specRef(...base, 'content', 'application/json', 'schema'));
    if (!validate(asDocumented(answer.status, body))) problems.push(...errorLines(validate.errors));
  }
  // The bot's calls, and those an interaction's token makes (callbacks, follow-ups, edits).
  if (checked.auth !== 'bearer' && answer.status < 300) {
    problems.push(...headerProblems(picked.response, answer));
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

const checked: Checked[] = [];
const sequence: string[] = [];
let routes: ServedRoute[] = [];

describe("the local Discord's REST answers by Discord's OpenAPI spec", () => {
  beforeAll(async () => {
    routes = await servedRoutes();
    for (const testCase of cases()) {
      const from = d.answers.length;
      let thrown: unknown;
      await testCase.call().catch((error: unknown) => {
        if (!(error instanceof DiscordAPIError)) throw error;
        thrown = error;
      });
      const answers = d.answers.slice(from);
      const statuses = answers.map((answer) => answer.status);
      // Token exchanges for the other tokens count too: only the last answers are the case's own.
      const own = statuses.slice(-testCase.statuses.length);
      const code = thrown instanceof DiscordAPIError ? thrown.code : undefined;
      sequence.push(
        `${testCase.label}: ${own.join(',')}${code === undefined ? '' : ` (${code})`}` +
          (String(own) === String(testCase.statuses) && code === testCase.code
            ? ''
            : ` — expected ${testCase.statuses.join(',')} (${testCase.code})`),
      );
      for (const answer of answers) {
        const text = await answer.response.text();
        checked.push({
          label: testCase.label,
          auth: testCase.auth,
          answer,
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        });
      }
    }
  });

  it('makes each call with the outcome it is meant to have', () => {
    expect(sequence.filter((line) => line.includes(' — expected '))).toEqual([]);
  });

  it('answers every call as the spec describes', () => {
    const failures = checked.flatMap((c) => {
      const problems = problemsOf(c);
      return problems.length === 0
        ? []
        : [`${c.answer.method} ${c.answer.path} → ${c.answer.status} [${c.label}]`, ...problems];
    });
    const conforming = checked.filter((c) => problemsOf(c).length === 0).length;
    console.info(`OpenAPI conformance: ${conforming} of ${checked.length} answers conform`);
    expect(failures).toEqual([]);
  });

  it('has a conformance case for every route served under /api/v10', () => {
    expect(routes.length).toBeGreaterThan(0);
    const hit = new Set<string>();
    for (const { answer } of checked) {
      const route = servedRouteOf(routes, answer);
      if (route) hit.add(routeKey(route));
    }
    const missing = routes.map(routeKey).filter((key) => !hit.has(key));
    expect(missing).toEqual([]);
  });

  it('finds a spec operation for every served route but the OAuth2 token endpoint', () => {
    const unmatched = checked
      .filter(({ answer }) => answer.status < 400)
      .filter(({ answer }) => !specOperation(answer.method, answer.path))
      .map(({ answer }) => `${answer.method} ${answer.path}`);
    expect([...new Set(unmatched)]).toEqual([`POST ${Routes.oauth2TokenExchange()}`]);
  });
});
