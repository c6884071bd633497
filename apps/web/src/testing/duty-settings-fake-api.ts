// A fake server for duty's settings on the bot settings page (the "Serviço" card).
import { HttpResponse } from 'msw';
import type { DutySettings } from '@panel/contract/api/duty';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { dutySettings } from './duty-fixtures';
import { server } from './server';
import { answer } from './answer';

export interface FakeDutySettingsServer {
  settings: DutySettings;
  /** Bodies of every `PUT /api/duty/settings`, in order. */
  saves: unknown[];
}

interface FakeDutySettingsOptions {
  settings?: DutySettings;
  /** The read answers this status instead (e.g. 500). */
  readStatus?: number;
  /** A save waits for this before answering. */
  holdSave?: Promise<void>;
  saveError?: { status: number; body: ApiErrorBody };
}

export function serveDutySettings(options: FakeDutySettingsOptions = {}): FakeDutySettingsServer {
  const state: FakeDutySettingsServer = {
    settings: structuredClone(options.settings ?? dutySettings()),
    saves: [],
  };
  server.use(
    answer('getDutySettings', () =>
      options.readStatus
        ? HttpResponse.json(
            { code: 'internal', message: 'Falhou.' },
            { status: options.readStatus },
          )
        : HttpResponse.json(state.settings),
    ),
    answer('updateDutySettings', async ({ request }) => {
      const body = (await request.json()) as Partial<DutySettings>;
      state.saves.push(body);
      await options.holdSave;
      if (options.saveError) {
        return HttpResponse.json(options.saveError.body, { status: options.saveError.status });
      }
      state.settings = { ...state.settings, ...body };
      return HttpResponse.json(state.settings);
    }),
  );
  return state;
}
