// A fake server for the call rules of the bot settings ("Tempo em call").
import { HttpResponse } from 'msw';
import type { CallRules } from '@panel/contract/api/calls';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { callRules } from './calls-fixtures';
import { server } from './server';
import { answer } from './answer';

export interface FakeCallRulesServer {
  rules: CallRules;
  /** Bodies of every `PATCH /api/bot-settings/call-rules`, in order. */
  saves: unknown[];
}

interface FakeCallRulesOptions {
  rules?: CallRules;
  /** A save waits for this before answering. */
  holdSave?: Promise<void>;
  saveError?: { status: number; body: ApiErrorBody };
}

export function serveCallRules(options: FakeCallRulesOptions = {}): FakeCallRulesServer {
  const state: FakeCallRulesServer = { rules: { ...(options.rules ?? callRules()) }, saves: [] };
  server.use(
    answer('callRules', () => HttpResponse.json(state.rules)),
    answer('updateCallRules', async ({ request }) => {
      const body = (await request.json()) as Partial<CallRules>;
      state.saves.push(body);
      await options.holdSave;
      if (options.saveError) {
        return HttpResponse.json(options.saveError.body, { status: options.saveError.status });
      }
      state.rules = { ...state.rules, ...body };
      return HttpResponse.json(state.rules);
    }),
  );
  return state;
}
