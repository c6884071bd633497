import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { demo, type DemoIdentity } from './demo-identities';
import type { Page } from '@playwright/test';
import { backgroundTimeout, expect, sendWhitelistRequest, test } from './fixtures';
import { basePort, exitOf, repoRoot, startPanel, stopChild } from './panel-process';

/**
 * Real mode, end to end: the standalone local Discord (`npm run discord:local`) and a panel
 * started with exactly the five settings it prints, as it would be with discord.com. Sign-in,
 * guild membership, the bot's gateway connection and its roles all go over HTTP and WebSocket.
 */

// Beside the workers' own panels (panel-process.ts); Playwright numbers its workers from 0.
const panelUrl = `http://localhost:${basePort + 10 + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;
const allowListRoleId = '300000000000000006';
const allowListApprovedChannelId = '300000000000000021';

let discord: ChildProcess | null = null;
let panel: ChildProcess | null = null;
let settings: Record<string, string> = {};
let dataDir = '';

function nodeTs(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function firstLine(child: ChildProcess): Promise<string> {
  if (!child.stdout) throw new Error('the local Discord was started without a stdout pipe');
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) return line;
  throw new Error('the local Discord printed nothing');
}

interface LocalDiscordState {
  roles: { id: string; position: number }[];
  members: { id: string; roleIds: string[] }[];
  messages: {
    id: string;
    channelId: string;
    content: string;
    components: { components: { label?: string; custom_id?: string; url?: string }[] }[];
  }[];
}

async function localDiscordState(): Promise<LocalDiscordState> {
  const answer = await fetch(`${settings.DISCORD_BASE_URL}/control/state`, {
    headers: { authorization: `Bot ${settings.DISCORD_BOT_TOKEN}` },
  });
  return (await answer.json()) as LocalDiscordState;
}

/**
 * The local Discord's control API: what a guild admin or a member would do in Discord's own
 * app. Answers what it answered.
 */
async function control(
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  body?: object,
): Promise<unknown> {
  const answer = await fetch(`${settings.DISCORD_BASE_URL}/control${url}`, {
    method,
    headers: {
      authorization: `Bot ${settings.DISCORD_BOT_TOKEN}`,
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  expect(answer.ok).toBe(true);
  return answer.status === 204 ? null : answer.json();
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  // Compiles and starts the local Discord, seeds a database and boots a panel on it (PGlite
  // migrations and all): seconds on a quiet machine, minutes on a loaded one.
  test.setTimeout(240_000);
  discord = nodeTs('packages/discord-local/src/standalone.ts', ['--port', '0'], {});
  const line = await firstLine(discord);
  settings = Object.fromEntries(
    line.split(' ').map((pair) => pair.split('=', 2) as [string, string]),
  );
  expect(Object.keys(settings)).toEqual([
    'DISCORD_BASE_URL',
    'DISCORD_CLIENT_ID',
    'DISCORD_CLIENT_SECRET',
    'DISCORD_BOT_TOKEN',
    'DISCORD_GUILD_ID',
  ]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'panel-real-mode-'));
  // Run without blocking the worker, so the hook's budget still holds while it runs.
  const seeded = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/scripts/use-local-discord-ids.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  expect(await exitOf(seeded)).toBe(0);
  const started = await startPanel(Number(new URL(panelUrl).port), {
    ...settings,
    DATA_DIR: dataDir,
    ADMIN_DISCORD_IDS: demo.admin.id,
  });
  panel = started.child;
});

test.afterAll(async () => {
  await stopChild(panel);
  await stopChild(discord);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in through the local Discord's authorize page, as on discord.com. */
async function signInAs(page: Page, who: DemoIdentity, to: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${panelUrl}/login?returnTo=${encodeURIComponent(to)}`);
  await page.getByRole('button', { name: 'Continuar com Discord' }).click();
  await expect(page).toHaveURL(new RegExp(`^${settings.DISCORD_BASE_URL}/oauth2/authorize`));
  await page.getByRole('link', { name: `${who.name} — ${who.label}`, exact: true }).click();
  await expect(page).toHaveURL(`${panelUrl}${to}`);
}

test('a panel in real mode signs in, shows its bot online and gives the approved member the role', async ({
  page,
}) => {
  // No demo here: no banner, and the bot is the real client logged in to the local Discord.
  const readiness = async () =>
    (await (await fetch(`${panelUrl}/readyz`)).json()) as {
      status: string;
      checks: { discord: { status: string; mode: string } };
    };
  expect((await readiness()).checks.discord.mode).toBe('discord');
  // Ready once the bot is online on the gateway: a real panel is not ready without it.
  await expect
    .poll(async () => (await readiness()).checks.discord.status, { timeout: backgroundTimeout })
    .toBe('online');
  await expect.poll(async () => (await readiness()).status).toBe('ready');

  const member = demo.otherMember;
  await signInAs(page, member, '/whitelist');
  await expect(page.getByText('Modo demonstração')).toHaveCount(0);
  await sendWhitelistRequest(page, {
    username: 'elisa.martins',
    wallet: '0xreal000a1',
    experience: 'Cinco anos de roleplay.',
    why: 'Para jogar com amigos.',
  });

  await signInAs(page, demo.admin, '/dashboard');
  const status = page.locator('[data-slot="card"]').filter({ hasText: 'Status do sistema' });
  await expect(status.getByText('Online')).toBeVisible();

  await page.goto(`${panelUrl}/allowlists`);
  const entry = page
    .getByRole('list', { name: 'Allowlists' })
    .getByRole('listitem')
    .filter({ hasText: member.name })
    .first();
  await entry.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Allowlist aprovada').first()).toBeVisible();

  await expect
    .poll(
      async () => (await localDiscordState()).members.find((m) => m.id === member.id)?.roleIds,
      { timeout: backgroundTimeout },
    )
    .toContain(allowListRoleId);
  // The bot also announced it in the approvals channel of the local Discord.
  await expect
    .poll(
      async () =>
        (await localDiscordState()).messages.some(
          (message) =>
            message.channelId === allowListApprovedChannelId && message.content.includes(member.id),
        ),
      { timeout: backgroundTimeout },
    )
    .toBe(true);
});

test('a role Discord refuses shows failed with its reason, and is delivered once fixed and retried', async ({
  page,
}) => {
  const supportRoleId = '300000000000000003';
  const botRoleId = '300000000000000100';
  const positionOf = (state: LocalDiscordState, id: string) =>
    state.roles.find((role) => role.id === id)?.position ?? 0;
  const before = await localDiscordState();
  const original = positionOf(before, supportRoleId);
  // In Discord, someone drags the Suporte role above the bot's: the bot may no longer give it.
  await control('PATCH', `/roles/${supportRoleId}`, { position: positionOf(before, botRoleId) });

  const member = demo.otherMember;
  await signInAs(page, demo.admin, '/permissions');
  await page.getByRole('tab', { name: 'Gerenciar' }).click();
  const form = page.getByRole('form', { name: 'Adicionar membro da equipe' });
  await form.getByLabel('ID do Discord').fill(member.id);
  await form.getByRole('combobox', { name: 'Cargo' }).click();
  await page.getByRole('option', { name: 'Suporte' }).click();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Cargo adicionado com sucesso!')).toBeVisible();

  const delivery = page
    .getByRole('table', { name: 'Entregas' })
    .getByRole('row')
    .filter({ hasText: `Dar o cargo Suporte a ${member.name}` });
  await expect
    .poll(
      async () => {
        await page.goto(`${panelUrl}/bot-settings?tab=entregas&status=failed`);
        await page
          .getByRole('table', { name: 'Entregas' })
          .or(page.getByText('Nenhuma entrega encontrada'))
          .waitFor();
        return delivery.count();
      },
      { timeout: backgroundTimeout },
    )
    .toBe(1);
  await expect(delivery).toContainText('O bot não pode dar ou tirar este cargo');
  await expect(delivery).toContainText('Missing Permissions');

  // Fixed in Discord: the role goes back below the bot's; staff try again.
  await control('PATCH', `/roles/${supportRoleId}`, { position: original });
  await delivery.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Entrega colocada na fila novamente')).toBeVisible();
  await page.goto(`${panelUrl}/bot-settings?tab=entregas&search=${member.id}`);
  await expect(delivery.getByText('Entregue', { exact: true })).toBeVisible({
    timeout: backgroundTimeout,
  });
  await expect
    .poll(
      async () => (await localDiscordState()).members.find((m) => m.id === member.id)?.roleIds,
      { timeout: backgroundTimeout },
    )
    .toContain(supportRoleId);
});

test('staff decide from Discord: "Aprovar" on the review message approves in the panel and the message shows it', async ({
  page,
}) => {
  const reviewChannelId = '300000000000000027';
  const member = demo.member;
  await signInAs(page, member, '/whitelist');
  await sendWhitelistRequest(page, {
    username: 'diego.rocha',
    wallet: '0xreal000b2',
    experience: 'Três anos de roleplay sério.',
    why: 'Quero entrar na cidade.',
  });

  // The bot posts the request in the review channel, with its buttons.
  const reviewMessage = async () =>
    (await localDiscordState()).messages.find(
      (message) => message.channelId === reviewChannelId && message.content.includes(member.id),
    );
  await expect.poll(reviewMessage, { timeout: backgroundTimeout }).toBeTruthy();
  const posted = await reviewMessage();
  const buttons = posted?.components.flatMap((row) => row.components) ?? [];
  expect(buttons.map((button) => button.label)).toEqual(['Aprovar', 'Reprovar', 'Abrir no painel']);
  expect(buttons[2]?.url).toBe(`${panelUrl}/allowlists?status=pending&search=${member.id}`);

  // In Discord, the administrator presses "Aprovar".
  const pressed = (await control('POST', '/interactions', {
    kind: 'button',
    userId: demo.admin.id,
    messageId: posted?.id,
    customId: buttons[0]?.custom_id,
  })) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await control('GET', `/interactions/${pressed.id}`)) as {
            reply: { content: string } | null;
          }
        ).reply?.content,
      { timeout: backgroundTimeout },
    )
    .toBe(`Você aprovou a whitelist de ${member.name}.`);

  // The message shows who approved, without the buttons; the panel shows the same decision.
  await expect
    .poll(async () => (await reviewMessage())?.content ?? '', { timeout: backgroundTimeout })
    .toContain(`✅ **Aprovada** por ${demo.admin.name}`);
  expect((await reviewMessage())?.components.flatMap((row) => row.components)).toHaveLength(1);
  await signInAs(page, demo.admin, `/allowlists?status=approved&search=${member.id}`);
  const entry = page
    .getByRole('list', { name: 'Allowlists' })
    .getByRole('listitem')
    .filter({ hasText: member.name });
  await expect(entry.getByText(`Aprovada por ${demo.admin.name}`)).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
});
