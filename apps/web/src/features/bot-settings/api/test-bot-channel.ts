import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { botSettingGroups } from '@panel/contract/api/bot-settings';
import type { Delivery } from '@panel/contract/api/deliveries';
import { botSettingsEndpoints } from '@panel/contract/endpoints/bot-settings';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { deliveryKeys } from '@/lib/query-keys';
import { getDelivery } from './get-delivery';

export type ChannelSettingKey = (typeof botSettingGroups.channels)[number];

/** How often, and how long, "Testar" asks whether its message went out. */
export const testPoll = { intervalMs: 1000, maxWaitMs: 30_000 } as const;

export const testMessages = {
  delivered: 'Mensagem de teste entregue',
  queued: 'A mensagem ainda está na fila (o bot está offline?)',
  sendFailed: 'Erro ao enviar a mensagem de teste',
} as const;

export type ChannelTestOutcome =
  | { kind: 'delivered' }
  | { kind: 'failed'; reason: string; detail: string | null }
  | { kind: 'queued' };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const settled: readonly Delivery['status'][] = ['delivered', 'failed', 'skipped', 'discarded'];

/** Asks about the delivery every second until it is settled or the wait is over. */
export async function waitForDelivery(id: string): Promise<Delivery> {
  const deadline = Date.now() + testPoll.maxWaitMs;
  for (;;) {
    await sleep(testPoll.intervalMs);
    const delivery = await getDelivery(id);
    if (settled.includes(delivery.status) || Date.now() >= deadline) return delivery;
  }
}

export function testOutcome(delivery: Delivery): ChannelTestOutcome {
  if (delivery.status === 'delivered') return { kind: 'delivered' };
  if (delivery.status === 'pending' || delivery.status === 'retrying') return { kind: 'queued' };
  return {
    kind: 'failed',
    reason: delivery.failure?.reason ?? 'A mensagem de teste não foi entregue.',
    detail: delivery.failure?.detail ?? null,
  };
}

export interface TestBotChannelInput {
  key: ChannelSettingKey;
  channelId: string;
}

/** Queues a test message to the channel typed in the field, then waits for its outcome. */
export async function testBotChannel(input: TestBotChannelInput): Promise<ChannelTestOutcome> {
  const { deliveryId } = await callEndpoint(botSettingsEndpoints.testBotChannel, { body: input });
  return testOutcome(await waitForDelivery(deliveryId));
}

function announce(outcome: ChannelTestOutcome): void {
  if (outcome.kind === 'delivered') toast.success(testMessages.delivered);
  else if (outcome.kind === 'failed') toast.error(outcome.reason);
  else toast.warning(testMessages.queued);
}

export function useTestBotChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testBotChannel,
    onSuccess: announce,
    onError: (error) => notifyError(testMessages.sendFailed, error),
    // The test is a delivery of its own, listed on "Entregas".
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
