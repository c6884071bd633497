import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  copiesOf,
  dockerContextFiles,
  eggDoneLines,
  envOf,
  execForm,
  instructionsOf,
  readDockerfile,
  readEgg,
  eggPath,
  repoRoot,
} from './packaging-files';
import { testDatabaseKind } from './test-database';

/**
 * The packaging files read against the rules of the software that reads them, as no container
 * runtime, Pterodactyl or Pelican runs here (docs/decisions/2026-12-05-packaging.md). Each rule
 * names the file it comes from: pterodactyl/panel at 706db62 (v1.11, Laravel v11.28.1),
 * pelican-dev/panel at 235c8fb (Laravel v13.26.1), pterodactyl/wings at f1c5bbd, pelican-dev/wings
 * at 090841d, parkervcp/yolks at 716122d. Running the files is apps/server/test/packaging.test.ts.
 */

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/**
 * Laravel's rules are its validator's `validate<Rule>` methods: the names in
 * src/Illuminate/Validation/Concerns/ValidatesAttributes.php of laravel/framework both at v11.28.1
 * (Pterodactyl's composer.lock) and at 13.x bd71b45 (Pelican's), so a rule works on both.
 * Pterodactyl's ValidatesValidationRules trait refuses a rule with no such method.
 */
const laravelRules = new Set(
  `Accepted AcceptedIf ActiveUrl After AfterOrEqual Alpha AlphaDash AlphaNum Array Ascii Bail Before
  BeforeOrEqual Between Boolean Confirmed Contains CurrentPassword Date DateEquals DateFormat Decimal
  Declined DeclinedIf Different Digits DigitsBetween Dimensions Distinct DoesntEndWith
  DoesntStartWith Email EndsWith Exclude ExcludeIf ExcludeUnless ExcludeWith ExcludeWithout Exists
  Extensions File Filled Gt Gte HexColor Image In InArray Integer Ip Json List Lowercase Lt Lte
  MacAddress Max MaxDigits Mimes Mimetypes Min MinDigits Missing MissingIf MissingUnless MissingWith
  MissingWithAll MultipleOf NotIn NotRegex Nullable Numeric Present PresentIf PresentUnless
  PresentWith PresentWithAll Prohibited ProhibitedIf ProhibitedUnless Prohibits Regex Required
  RequiredArrayKeys RequiredIf RequiredIfAccepted RequiredIfDeclined RequiredUnless RequiredWith
  RequiredWithAll RequiredWithout RequiredWithoutAll Same Size Sometimes StartsWith String Timezone
  Ulid Unique Uppercase Url Uuid`.split(/\s+/),
);

/** Laravel's Str::studly, which names a rule's method: `starts_with` → `StartsWith`. */
const studly = (rule: string) =>
  rule
    .split(/[_-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** A rule string split as Laravel's ValidationRuleParser splits it: `name:parameters`. */
function parseRules(rules: string): { name: string; parameter: string }[] {
  return rules.split('|').map((rule) => {
    const colon = rule.indexOf(':');
    return colon < 0
      ? { name: rule, parameter: '' }
      : { name: rule.slice(0, colon), parameter: rule.slice(colon + 1) };
  });
}

/** A PHP regex (`/body/flags`) as JavaScript's. */
function phpRegex(literal: string): RegExp {
  const end = literal.lastIndexOf('/');
  if (!literal.startsWith('/') || end <= 0) throw new Error(`not a /regex/: ${literal}`);
  return new RegExp(literal.slice(1, end), literal.slice(end + 1));
}

/**
 * What the panel checks a variable's value with when a server is created or its startup edited:
 * the rules the egg uses, with Laravel's meaning. An empty value is checked by `required` only
 * (Laravel skips the other, non-implicit rules for it; ConvertEmptyStringsToNull makes it null).
 */
function ruleFailures(value: string, rules: string): string[] {
  const parsed = parseRules(rules);
  if (value === '') return parsed.some((rule) => rule.name === 'required') ? ['required'] : [];
  const numeric = parsed.some((rule) => rule.name === 'integer');
  const size = numeric ? Number(value) : [...value].length;
  const failed = parsed.filter(({ name, parameter }) => {
    switch (name) {
      case 'required':
      case 'nullable':
      case 'string':
        return false;
      case 'integer':
        return !/^-?\d+$/.test(value);
      case 'url':
        return !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol);
      case 'max':
        return size > Number(parameter);
      case 'min':
        return size < Number(parameter);
      case 'size':
        return size !== Number(parameter);
      case 'in':
        return !parameter.split(',').includes(value);
      case 'starts_with':
        return !parameter.split(',').some((prefix) => value.startsWith(prefix));
      case 'regex':
        return !phpRegex(parameter).test(value);
      default:
        throw new Error(`rule ${name} not checked by this test: add it to ruleFailures`);
    }
  });
  return failed.map((rule) => rule.name);
}

/** A JSON object carried as a string, as egg files carry `config.files`, `startup`, `logs`. */
const jsonObjectString = z.string().refine((text) => {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'must be a JSON object in a string');

// Names the panel or Wings set themselves: Pterodactyl's EggVariable::RESERVED_ENV_NAMES
// (app/Models/EggVariable.php), Pelican's (the same file, longer), the panel's own environment
// (Pterodactyl app/Services/Servers/EnvironmentService.php: P_SERVER_LOCATION, P_SERVER_UUID)
// and the yolk's INTERNAL_IP (parkervcp/yolks nodejs/entrypoint.sh).
const reservedNames = new Set(
  `SERVER_MEMORY SERVER_IP SERVER_PORT ENV HOME USER STARTUP SERVER_UUID UUID P_SERVER_UUID
  P_SERVER_ALLOCATION_LIMIT P_SERVER_LOCATION MODIFIED_STARTUP INTERNAL_IP HOSTNAME TERM LANG PWD TZ
  TIMEZONE`.split(/\s+/),
);

/** What Wings sets for every server: pterodactyl/wings server/server.go GetEnvironmentVariables. */
const wingsVariables = ['SERVER_MEMORY', 'SERVER_IP', 'SERVER_PORT'];

const eggVariableSchema = z
  .object({
    // Pterodactyl EggVariable::$validationRules: between:1,191 (Pelican: 1,255).
    name: z.string().min(1).max(191),
    description: z.string(),
    // Pterodactyl: regex:/^[\w]{1,191}$/ and notIn the reserved names; Pelican: alphaDash.
    env_variable: z
      .string()
      .regex(/^\w{1,191}$/)
      .refine((name) => !reservedNames.has(name.toUpperCase()), 'is a reserved name'),
    // Both: 'string', not nullable.
    default_value: z.string(),
    user_viewable: z.boolean(),
    user_editable: z.boolean(),
    // Pterodactyl: required|string; Pelican's importer explodes it on '|' into an array.
    rules: z.string().min(1),
    // Written by Pterodactyl's EggExporterService, dropped by its EggVariableObserver and by
    // Pelican's EggImporterService.
    field_type: z.literal('text').optional(),
  })
  // Pterodactyl's EggImporterService forceCreate()s every key as a column of egg_variables, and
  // Pelican's updateOrCreate()s them: a key that is not a column of both fails the import
  // (Pelican's `sort` is not a column on Pterodactyl).
  .strict();

const eggSchema = z.object({
  // Pterodactyl app/Services/Eggs/EggParserService.php: PTDL_v1 or PTDL_v2 (Egg::EXPORT_VERSION);
  // Pelican app/Services/Eggs/Sharing/EggImporterService.php::parse also takes PTDL_v2.
  meta: z.object({ version: z.literal('PTDL_v2'), update_url: z.string().nullable() }),
  // Egg::$validationRules on both panels (app/Models/Egg.php).
  name: z.string().min(1).max(191),
  author: z.email(),
  description: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  docker_images: z
    .record(
      z.string(),
      // Pterodactyl: required|string|max:191 and this pattern.
      z
        .string()
        .max(191)
        .regex(/^[\w#./\- ]*\|?~?[\w.\-:@ /]*$/),
    )
    .refine((images) => Object.keys(images).length >= 1, 'needs an image'),
  file_denylist: z.array(z.string()),
  // Pterodactyl: required string; Pelican's convertToV3 makes it startup_commands.Default.
  startup: z.string().min(1),
  config: z.object({
    // Stored as strings validated `json` (Egg::$validationRules); Pelican's fillFromParsed
    // json_decode()s them.
    files: jsonObjectString,
    startup: jsonObjectString.refine((text) => {
      // EggConfigurationService::convertStartupToNewFormat: `done`, a string or strings.
      const { done } = JSON.parse(text) as { done?: unknown };
      return (
        (typeof done === 'string' && done !== '') ||
        (Array.isArray(done) && done.length > 0 && done.every((line) => typeof line === 'string'))
      );
    }, 'needs a done line'),
    logs: jsonObjectString,
    // max:191. A leading ^ is a signal (EggConfigurationService::convertStopToNewFormat), and
    // Wings sends only SIGABRT, SIGINT or SIGTERM, SIGKILL for anything else
    // (pterodactyl/wings environment/docker/power.go; Pelican's Wings also takes "C").
    stop: z
      .string()
      .min(1)
      .max(191)
      .refine(
        (stop) => !stop.startsWith('^') || /^\^SIG(ABRT|INT|TERM)$/.test(stop),
        'a signal Wings sends: ^SIGTERM, ^SIGINT or ^SIGABRT',
      ),
  }),
  // Egg::fillFromParsed: scripts.installation.script, .entrypoint, .container.
  scripts: z.object({
    installation: z.object({
      script: z.string().min(1),
      container: z.string().min(1),
      entrypoint: z.string().min(1),
    }),
  }),
  variables: z.array(eggVariableSchema),
});

/** The variables the panel documents (README, "Configuração"), by name. */
function documentedVariables(): Set<string> {
  const names = [...read('README.md').matchAll(/^\| `([A-Z0-9_]+)` +\|/gm)].map((m) => m[1]);
  return new Set(names.filter((name): name is string => name !== undefined));
}

// Once is enough: nothing here reads the database.
describe.skipIf(testDatabaseKind !== 'pglite')('the egg (deploy/egg-painel-rp.json)', () => {
  const egg = readEgg();

  it('has the shape Pterodactyl and Pelican import', () => {
    const parsed = eggSchema.safeParse(JSON.parse(readFileSync(eggPath, 'utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('declares each variable once, with rules Laravel has, and defaults that pass them', () => {
    const names = egg.variables.map((variable) => variable.env_variable);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of egg.variables) {
      const unknown = parseRules(variable.rules)
        .map((rule) => rule.name)
        .filter((name) => !laravelRules.has(studly(name)));
      expect(unknown, variable.env_variable).toEqual([]);
      // (A regex holding '|' would be cut by the parser's split, and fail here as unknown rules.)
      // The code's address has no default: the admin gives it when creating the server.
      const expected = variable.env_variable === 'SOURCE_URL' ? ['required'] : [];
      expect(ruleFailures(variable.default_value, variable.rules), variable.env_variable).toEqual(
        expected,
      );
    }
    // The rules hold what the panel's configuration holds.
    const rulesOf = (name: string) =>
      egg.variables.find((variable) => variable.env_variable === name)?.rules ?? '';
    expect(
      ruleFailures('123456789012345678, 223456789012345678', rulesOf('ADMIN_DISCORD_IDS')),
    ).toEqual([]);
    expect(ruleFailures('ana', rulesOf('ADMIN_DISCORD_IDS'))).toEqual(['regex']);
    expect(ruleFailures('mysql://x', rulesOf('DATABASE_URL'))).toEqual(['starts_with']);
    expect(ruleFailures('/tmp/dados', rulesOf('DATA_DIR'))).toEqual(['starts_with']);
    expect(ruleFailures('0', rulesOf('BACKUP_KEEP'))).toEqual(['min']);
  });

  it('passes only variables the panel reads, or its own install needs', () => {
    const known = documentedVariables();
    const unknown = egg.variables
      .map((variable) => variable.env_variable)
      .filter((name) => !known.has(name) && name !== 'SOURCE_URL');
    expect(unknown).toEqual([]);
  });

  it('starts with a command whose {{VARIABLES}} exist and that the yolk passes unchanged', () => {
    const used = [...egg.startup.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    const declared = new Set([
      ...egg.variables.map((variable) => variable.env_variable),
      ...wingsVariables,
    ]);
    expect(used.filter((name) => !declared.has(name))).toEqual([]);
    // The yolk runs `echo -e ${STARTUP}` unquoted, then eval (nodejs/entrypoint.sh): no glob,
    // quote, backslash or `$` may be in the command.
    expect(egg.startup).toMatch(/^[\w{}=./ -]+$/);
    expect(eggDoneLines(egg)).toEqual(['painel pronto']);
  });

  it('runs Node 20 where the image and the repository do', () => {
    const major = read('.nvmrc').trim().split('.')[0];
    expect(Object.values(egg.docker_images)).toEqual([`ghcr.io/parkervcp/yolks:nodejs_${major}`]);
    expect(egg.scripts.installation.container).toBe(`node:${major}-bookworm-slim`);
    for (const stage of readDockerfile().stages) {
      expect(stage.image).toBe(`node:${major}-bookworm-slim`);
    }
  });
});

describe.skipIf(testDatabaseKind !== 'pglite')('the Dockerfile', () => {
  const dockerfile = readDockerfile();
  const [build, runtime] = dockerfile.stages;

  it('builds in one stage with the script the egg runs, and runs the next as a user, not root', () => {
    expect(dockerfile.stages).toHaveLength(2);
    // Exactly this, so packaging.test.ts replays the build stage by running deploy/build.sh on
    // the build context.
    expect(build?.name).toBe('build');
    expect(build?.instructions).toEqual([
      { keyword: 'WORKDIR', args: '/app' },
      { keyword: 'COPY', args: '. .' },
      { keyword: 'RUN', args: '--mount=type=cache,target=/root/.npm sh deploy/build.sh' },
    ]);
    expect(instructionsOf(runtime!, 'USER')).toEqual(['node']);
    expect(copiesOf(runtime!).every((copy) => copy.from === 'build')).toBe(true);
  });

  it('has pg_dump of the PostgreSQL version compose runs, a health check and its volumes', () => {
    const env = envOf(runtime!);
    const pgMajor = dockerfile.globalArgs.get('PG_MAJOR');
    expect(instructionsOf(runtime!, 'RUN').join('\n')).toContain('"postgresql-client-${PG_MAJOR}"');
    expect(env.PATH).toBe('/usr/lib/postgresql/${PG_MAJOR}/bin:$PATH');
    const compose = parseYaml(read('compose.yaml')) as ComposeFile;
    expect(compose.services.db?.image).toBe(`postgres:${pgMajor}`);

    const healthcheck = execForm(instructionsOf(runtime!, 'HEALTHCHECK')[0] ?? '');
    expect(healthcheck).toEqual(['node', 'deploy/healthcheck.mjs']);
    expect(copiesOf(runtime!).map((copy) => copy.destination)).toContain(
      `./${healthcheck[1] ?? ''}`,
    );
    expect(instructionsOf(runtime!, 'EXPOSE')).toEqual([env.PORT]);
    expect(execForm(instructionsOf(runtime!, 'VOLUME')[0] ?? '')).toEqual([
      env.DATA_DIR,
      env.BACKUP_DIR,
    ]);
  });

  it('leaves out of the build context only what the checkout does not ship', () => {
    const context = dockerContextFiles();
    for (const needed of ['package-lock.json', 'deploy/build.sh', 'apps/server/start.sh']) {
      expect(context).toContain(needed);
    }
    expect(context.filter((file) => /(^|\/)(node_modules|dist|\.git)\//.test(file))).toEqual([]);
    expect(context).not.toContain('.env');
  });
});

interface ComposeService {
  image?: string;
  build?: string;
  init?: boolean;
  depends_on?: Record<string, { condition: string }>;
  env_file?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}

interface ComposeFile {
  services: Record<string, ComposeService | undefined>;
  volumes: Record<string, unknown>;
}

describe.skipIf(testDatabaseKind !== 'pglite')('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml')) as ComposeFile;
  const { db, painel } = compose.services;
  const runtime = readDockerfile().stages[1]!;
  const env = envOf(runtime);

  it('starts the panel once PostgreSQL is healthy, on the image built here', () => {
    expect(db?.healthcheck?.test.join(' ')).toContain('pg_isready -U painel -d painel');
    expect(painel?.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(painel?.build).toBe('.');
    expect(painel?.init).toBe(true);
    const url = new URL(painel?.environment?.DATABASE_URL ?? '');
    expect([url.protocol, url.hostname, url.username, url.pathname]).toEqual([
      'postgres:',
      'db',
      db?.environment?.POSTGRES_USER,
      `/${db?.environment?.POSTGRES_DB}`,
    ]);
  });

  it("checks the panel's health as the image does, keeps its files and backups in volumes", () => {
    const imageCheck = execForm(instructionsOf(runtime, 'HEALTHCHECK')[0] ?? '');
    expect(painel?.healthcheck?.test).toEqual(['CMD', ...imageCheck]);
    expect(painel?.environment?.DATA_DIR).toBe(env.DATA_DIR);
    expect(painel?.environment?.BACKUP_DIR).toBe(env.BACKUP_DIR);
    const mounts = (painel?.volumes ?? []).map((volume) => volume.split(':'));
    for (const [volume, target] of mounts) {
      expect(Object.keys(compose.volumes)).toContain(volume);
      expect([env.DATA_DIR, env.BACKUP_DIR]).toContain(target);
    }
    expect(mounts.map(([, target]) => target).sort()).toEqual([env.BACKUP_DIR, env.DATA_DIR]);
    expect(painel?.ports).toEqual([`127.0.0.1:${env.PORT}:${env.PORT}`]);
  });

  it('reads .env, whose example names only variables the panel reads', () => {
    expect(painel?.env_file).toBe('.env');
    const names = [...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1] ?? '');
    const known = documentedVariables();
    const unknown = names.filter((name) => !known.has(name) && name !== 'POSTGRES_PASSWORD');
    expect(unknown).toEqual([]);
    for (const name of [
      'PUBLIC_URL',
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
      'DISCORD_BOT_TOKEN',
      'DISCORD_GUILD_ID',
      'BACKUP_SCHEDULE',
      'BACKUP_KEEP',
    ]) {
      expect(names).toContain(name);
    }
  });
});
