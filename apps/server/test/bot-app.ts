import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { discordMembers, discordVoiceStates } from '../src/db/schema/discord';
import type { LocalGateway } from '@panel/discord-local/gateway';
import { DiscordDeliveryError } from '../src/outbox/discord-effects';
import { defined } from './defined';
import { createTestApp, type TestApp } from './test-app';

/** The app of the test file that called `useBotApp`, and its local Discord's gateway. */
export let t: TestApp;
export let gateway: LocalGateway;

export const diego = '100000000000000004';
export const gabriel = '100000000000000101'; // in "Patrulha 1" when the local Discord starts
export const patrulha2 = '300000000000000223';

/**
 * One app for the test file, its discord.js bot logged in on the local Discord's gateway:
 * the port's contract is tested through the real client, as against Discord.
 */
export function useBotApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ gateway: true });
    gateway = defined(t.local.gateway);
  });
  afterAll(() => t.close());
}

export async function until<T>(
  read: () => Promise<T> | T,
  accept: (value: T) => boolean,
  ms = 5000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A call to the local Discord's control API, as the bot's owner. */
export const control = (method: string, path: string, body?: unknown) =>
  fetch(`${t.baseUrl}/discord-standin/control${path}`, {
    method,
    headers: {
      authorization: `Bot ${t.local.botToken}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

export interface InteractionAnswer {
  callback: number | null;
  reply: { content: string; flags: number } | null;
  modal: { custom_id: string; title: string; components: unknown[] } | null;
}

/**
 * A member's interaction (`POST /control/interactions`), and what the bot answered once it
 * answered: a reply past its loading state (a deferred reply is edited), or a modal.
 */
export async function interact(input: Record<string, unknown>): Promise<InteractionAnswer> {
  const created = await control('POST', '/interactions', input);
  if (created.status !== 200) {
    throw new Error(`interaction refused: ${created.status} ${await created.text()}`);
  }
  const { id } = (await created.json()) as { id: string };
  return until(
    async () =>
      (await (await control('GET', `/interactions/${id}`)).json()) as InteractionAnswer & {
        id: string;
      },
    (value) => Boolean(value.modal || (value.reply && !(value.reply.flags & 128))),
  );
}

export const memberRow = async (userId: string) =>
  (await t.database.db.select().from(discordMembers).where(eq(discordMembers.userId, userId)))[0];
export const voiceRow = async (userId: string) =>
  (
    await t.database.db
      .select()
      .from(discordVoiceStates)
      .where(eq(discordVoiceStates.userId, userId))
  )[0];

export async function failure(run: () => Promise<unknown>): Promise<DiscordDeliveryError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DiscordDeliveryError) return error;
    throw error;
  }
  throw new Error('expected a DiscordDeliveryError');
}
