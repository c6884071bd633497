// A fake server for the bot settings page: the view, the catalog, saves and channel tests.
import { HttpResponse } from 'msw';
import {
  isBotSettingKey,
  type BotCatalog,
  type BotSettingCheck,
  type BotSettingsView,
} from '@panel/contract/api/bot-settings';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import type { Delivery } from '@panel/contract/api/deliveries';
import { botCatalog, botSettingsView, delivery } from './bot-settings-fixtures';
import { server } from './server';
import { answer } from './answer';

export interface FakeBotSettingsServer {
  view: BotSettingsView;
  /** Bodies of every `PATCH /api/bot-settings/update`, in order. */
  saves: unknown[];
  /** Bodies of every `POST /api/bot-settings/test-message`. */
  tests: unknown[];
  /** Ids asked of `GET /api/bot-settings/deliveries/:id`. */
  polls: string[];
  viewCalls: number;
}

interface FakeBotSettingsOptions {
  view?: BotSettingsView;
  /** The view answers this status instead (e.g. 500). */
  viewStatus?: number;
  /** The view waits for this before answering. */
  holdView?: Promise<void>;
  catalog?: BotCatalog;
  /** A save answers this refusal instead of saving. */
  saveError?: { status: number; body: ApiErrorBody };
  /** A save waits for this before answering. */
  holdSave?: Promise<void>;
  /** The checks a successful save answers with. */
  checksAfterSave?: BotSettingCheck[];
  /** What each poll of the test delivery answers, in order; the last one repeats. */
  testDeliveryStates?: Partial<Delivery>[];
}

function json(body: unknown, status = 200) {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

export function serveBotSettings(options: FakeBotSettingsOptions = {}): FakeBotSettingsServer {
  const state: FakeBotSettingsServer = {
    view: structuredClone(options.view ?? botSettingsView()),
    saves: [],
    tests: [],
    polls: [],
    viewCalls: 0,
  };
  const pollAnswers = options.testDeliveryStates ?? [{ status: 'delivered' }];

  server.use(
    answer('getBotSettings', async () => {
      state.viewCalls += 1;
      await options.holdView;
      if (options.viewStatus)
        return json({ code: 'internal', message: 'Falhou.' }, options.viewStatus);
      return json(state.view);
    }),
    answer('getBotCatalog', () => json(options.catalog ?? botCatalog())),
    answer('updateBotSettings', async ({ request }) => {
      const body = (await request.json()) as Record<string, string | null>;
      state.saves.push(body);
      await options.holdSave;
      if (options.saveError) return json(options.saveError.body, options.saveError.status);
      const settings = { ...state.view.settings };
      for (const [key, value] of Object.entries(body)) {
        if (!isBotSettingKey(key)) continue;
        if (value) settings[key] = value;
        else delete settings[key];
      }
      state.view = { ...state.view, settings, checks: options.checksAfterSave ?? [] };
      return json({ ...state.view, changed: Object.keys(body) });
    }),
    answer('testBotChannel', async ({ request }) => {
      state.tests.push(await request.json());
      return json({ deliveryId: '900' }, 201);
    }),
    answer('getDelivery', ({ params }) => {
      const id = String(params.id);
      state.polls.push(id);
      const answer = pollAnswers[Math.min(state.polls.length, pollAnswers.length) - 1];
      return json(
        delivery(Number(id), {
          type: 'channel.message',
          status: 'pending',
          summary: 'Mensagem de teste em #logs',
          member: null,
          deliveredAt: null,
          ...answer,
        }),
      );
    }),
  );
  return state;
}
