import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { discordMembers, discordVoiceStates } from '../src/db/schema/discord';
import type { LocalGateway } from '../src/discord/local/gateway';
import { DiscordDeliveryError } from '../src/discord/port';
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
