import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import type { DeliveryList } from '@panel/contract/api/deliveries';
import { gameDatabasePresets } from '@panel/contract/api/game-database-presets';
import type { GameServerKey } from '@panel/contract/api/game-servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicants } from '@panel/discord-local/community-members';
import { signInOverHttp } from './http-sign-in';
import { startLocalS3, type LocalS3 } from './local-s3';
import { LuaGameServer, requireLuaHarnessTools } from './lua-game-server';
import { startMariaDb, type TestMariaDb } from './mariadb';
import { freePort, startUntilHealthy, type Running } from './processes';
import { frameworkSchema } from './shared-fixtures';
import { demoIds } from './sign-in';
import { testDatabaseKind } from './test-database';
import { pngImage } from './test-images';

/**
 * The compiled server (apps/server/dist, as `npm run build` makes it) started as `npm start`
 * starts it (apps/server/start.sh: NODE_ENV=production), in demo mode on a fresh data directory,
 * with one flow through each part outside it that the tests of the TypeScript source cannot
 * vouch for in the bundle: the game's MariaDB (mysql2), the S3 object storage (the AWS SDK) and
 * the FiveM resource under the Lua harness.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverDir = path.join(repoRoot, 'apps/server');

/** Diego's game account: vRP made user 2 for this licence at his first connection. */
const diegoLicense = `license:${'ab'.repeat(20)}`;
const gameDbUser = 'painel_vrp1';
const gameDbPassword = 'senha-do-jogo';

/** Real time the conditions below may take on a slow, loaded machine. */
const conditionTimeoutMs = 90_000;

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + conditionTimeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${conditionTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Once is enough: the compiled server runs on its embedded database whatever the suite's is.
describe.skipIf(testDatabaseKind !== 'pglite')('the compiled server, as production runs it', () => {
  let s3: LocalS3 | undefined;
  let maria: TestMariaDb | undefined;
  let server: (Running & { output(): string }) | undefined;
  let dataDir = '';
  let base = '';
  let admin = '';
  const games: LuaGameServer[] = [];

  /** A request from the panel's own page (its Origin), as the administrador. */
  async function api(method: string, url: string, body?: object | FormData): Promise<Response> {
    const json = body !== undefined && !(body instanceof FormData);
    return fetch(base + url, {
      method,
      headers: {
        cookie: admin,
        origin: base,
        ...(json && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: json ? JSON.stringify(body) : body }),
    });
  }

  async function expectStatus(response: Response, status: number): Promise<void> {
    if (response.status === status) return;
    // A 500 is explained in the server's own log.
    const log = response.status >= 500 ? `\nserver log:\n${server?.output().slice(-4000)}` : '';
    throw new Error(
      `${response.url} answered ${response.status}, not ${status}: ${await response.text()}${log}`,
    );
  }

  async function createGameServer(
    name: string,
    whitelistMode: 'off' | 'allowlist',
  ): Promise<GameServerKey> {
    const created = await api('POST', '/api/game-servers', { name });
    await expectStatus(created, 200);
    const key = (await created.json()) as GameServerKey;
    const mode = await api('PATCH', `/api/game-servers/${key.server.id}`, { whitelistMode });
    await expectStatus(mode, 200);
    return key;
  }

  /** The game-database writes as the deliveries screen shows them. */
  async function gameDbDeliveries() {
    const response = await api('GET', '/api/bot-settings/deliveries?type=gameDb.write');
    await expectStatus(response, 200);
    return ((await response.json()) as DeliveryList).data.map((delivery) => ({
      status: delivery.status,
      attempts: delivery.attempts,
      failure: delivery.failure,
    }));
  }

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      throw new Error(
        `the build failed:\n${build.stdout.slice(-4000)}\n${build.stderr.slice(-4000)}`,
      );
    }
    requireLuaHarnessTools();
    [s3, maria] = await Promise.all([startLocalS3(), startMariaDb()]);

    // vRP 1's published tables: user 1 someone else, user 2 Diego, who connected once.
    await maria.load('vrp1', frameworkSchema('vrp1'));
    await maria.query(
      'INSERT INTO vrp1.vrp_users (id, whitelisted, banned) VALUES (1,0,0),(2,0,0)',
    );
    await maria.query('INSERT INTO vrp1.vrp_user_ids VALUES (?, 2)', [diegoLicense]);
    // The user the README asks for: exactly the preset's grants.
    await maria.query(`CREATE USER '${gameDbUser}'@'%' IDENTIFIED BY '${gameDbPassword}'`);
    for (const grant of gameDatabasePresets.vrp1.grants) {
      await maria.query(
        `GRANT ${grant.privileges} ON vrp1.\`${grant.table}\` TO '${gameDbUser}'@'%'`,
      );
    }

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'panel-compiled-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      DEMO_SIMULATOR: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DECISION_UNDO_SECONDS: '0',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ENDPOINT: s3.config.endpoint,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: String(s3.config.forcePathStyle),
    };
    // Nothing of the test runner's own setup reaches the server.
    for (const name of [
      'DATABASE_URL',
      'TEST_DATABASE_URL',
      'PROCESS_ROLE',
      'GAME_DB_KEY',
      'WEB_DIST_DIR',
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
      'DISCORD_BOT_TOKEN',
      'DISCORD_GUILD_ID',
    ]) {
      delete env[name];
    }
    // start.sh: `exec node … dist/main.js`, so the signal reaches the server itself.
    server = await startUntilHealthy(
      'sh',
      [path.join(serverDir, 'start.sh')],
      { env },
      `${base}/readyz`,
    );
    admin = await signInOverHttp(base, 'Ana Souza');
  }, 400_000);

  afterAll(async () => {
    await Promise.all(games.map((game) => game.stop()));
    await server?.stop();
    await Promise.all([s3?.close(), maria?.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is node on the compiled output, not a TypeScript runner', async () => {
    const pid = server?.child.pid;
    const command = (await readFile(`/proc/${String(pid)}/cmdline`, 'utf8')).split('\0');
    expect(command.filter(Boolean).at(-1)).toBe('dist/main.js');
  });

  it(
    "writes a ban into the game's MariaDB (vRP 1): the member's account and no other",
    async () => {
      const db = maria!;
      const game = await createGameServer('Cidade vRP', 'off');
      const connected = await api('PUT', `/api/game-servers/${game.server.id}/database`, {
        framework: 'vrp1',
        host: '127.0.0.1',
        port: db.port,
        user: gameDbUser,
        database: 'vrp1',
        password: gameDbPassword,
      });
      await expectStatus(connected, 200);

      // Diego joins: the panel links his licence to his Discord.
      const joined = await fetch(`${base}/api/game/v1/join`, {
        method: 'POST',
        headers: { authorization: `Bearer ${game.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Diego_Rocha',
          identifiers: [diegoLicense, `discord:${demoIds.membro}`],
          tokens: [],
        }),
      });
      await expectStatus(joined, 200);
      expect(await joined.json()).toMatchObject({ allow: true });

      const form = new FormData();
      form.append('type', 'player');
      form.append('target', demoIds.membro);
      form.append('reason', 'Trapaça em evento.');
      const listed = await api('POST', '/api/blacklist', form);
      await expectStatus(listed, 201);

      type Row = { id: number; whitelisted: number; banned: number };
      const rows = () =>
        db.query<Row>('SELECT id, whitelisted, banned FROM vrp1.vrp_users ORDER BY id');
      // The first attempt must write: any failure on the deliveries screen ends the wait.
      await until('vrp1.vrp_users row 2 banned', async () => {
        if ((await rows()).find((row) => row.id === 2)?.banned === 1) return true;
        const deliveries = await gameDbDeliveries();
        if (deliveries.some((delivery) => delivery.failure !== null)) {
          throw new Error(`the game-database write failed: ${JSON.stringify(deliveries, null, 1)}`);
        }
        return undefined;
      });
      expect(await rows()).toEqual([
        { id: 1, whitelisted: 0, banned: 0 },
        { id: 2, whitelisted: 0, banned: 1 },
      ]);
    },
    conditionTimeoutMs + 60_000,
  );

  it(
    'keeps uploaded evidence in the S3 bucket and serves it back from there',
    async () => {
      const bucket = s3!.config;
      const client = new S3Client({
        region: bucket.region,
        endpoint: bucket.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
      });
      try {
        const keys = async () =>
          ((await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }))).Contents ?? [])
            .map((object) => object.Key ?? '')
            .sort();
        // The demo's own evidence images, stored at the first start.
        const before = await keys();
        expect(before.length).toBeGreaterThan(0);

        const form = new FormData();
        form.append('type', 'server');
        form.append('target', '920000000000000099');
        form.append('reason', 'Servidor que divulga trapaças.');
        form.append('evidences', new Blob([await pngImage()]), 'prova.png');
        const created = await api('POST', '/api/blacklist', form);
        await expectStatus(created, 201);
        const [evidence] = ((await created.json()) as BlacklistEntry).evidences;
        expect(evidence).toBeDefined();

        const served = await api('GET', evidence!.url);
        await expectStatus(served, 200);
        expect(served.headers.get('content-type')).toBe(evidence!.mimeType);
        const bytes = Buffer.from(await served.arrayBuffer());
        expect(bytes.byteLength).toBe(evidence!.size);

        const added = (await keys()).filter((key) => !before.includes(key));
        expect(added).toHaveLength(1);
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket.bucket, Key: added[0] }),
        );
        expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
        // Nothing went to the local disk instead.
        expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
      } finally {
        client.destroy();
      }
    },
    conditionTimeoutMs,
  );

  it(
    "lets the FiveM resource refuse a member with no whitelist, with the panel's reason, and let a whitelisted one in",
    async () => {
      const key = await createGameServer('Cidade FiveM', 'allowlist');
      const game = await LuaGameServer.start({ painel_url: base, painel_key: key.apiKey });
      games.push(game);

      // Elisa Martins, a demo member who never asked for the whitelist.
      const elisa = '100000000000000005';
      const refused = await game.connect({
        player: 'elisa',
        name: 'Elisa_Martins',
        identifiers: [`license:${'cd'.repeat(20)}`, `discord:${elisa}`],
        tokens: [],
      });
      const reason = `Você ainda não tem whitelist aprovada. Faça o pedido em ${base}/whitelist.`;
      const shown = refused.event === 'card' ? refused.texts.join('\n') : String(refused.reason);
      expect(refused.event === 'card' || !refused.allowed).toBe(true);
      expect(shown, game.dump()).toContain(reason);

      const approved = demoApplicants.find((applicant) => applicant.whitelist === 'approved');
      expect(approved).toBeDefined();
      const allowed = await game.connect({
        player: 'aprovado',
        name: 'Jogador_Aprovado',
        identifiers: [`license:${'ef'.repeat(20)}`, `discord:${approved!.id}`],
        tokens: [],
      });
      expect(allowed, game.dump()).toMatchObject({ event: 'done', allowed: true });
      expect(game.of('error'), game.dump()).toEqual([]);
    },
    conditionTimeoutMs * 2,
  );
});
