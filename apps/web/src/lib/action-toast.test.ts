import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@panel/contract/api/actions';
import { answer } from '@/testing/answer';
import { delivery } from '@/testing/bot-settings-fixtures';
import { server } from '@/testing/server';
import { describeActionOutcome } from './action-outcome';
import { deliveriesHref } from './deliveries-href';
import { announceAction, type ActionNotice } from './action-toast';
import { publicConfigQueryKey } from './query-keys';
import { toast } from './toast';

const actionId = '5b0c1e9a-3f42-4c8e-9d7a-1e2f3a4b5c6d';

function clientWithWindow(seconds: number): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigQueryKey, {
    decisionUndoSeconds: seconds,
  });
  return queryClient;
}

const action = (deliveries: Action['deliveries']): Action => ({
  id: actionId,
  kind: 'applications.bulk',
  createdAt: '2026-03-10T12:00:00.000Z',
  undoUntil: '2026-03-10T12:00:10.000Z',
  undoneAt: null,
  deliveries,
});

type Shown = [string, { id?: string; action?: { label: string; onClick: () => void } }];

function notice(overrides: Partial<ActionNotice>): ActionNotice {
  return {
    actionId,
    queryClient: clientWithWindow(10),
    tone: 'success',
    title: '5 whitelists aprovadas',
    description: 'Ana, Bruno',
    undone: { title: 'Decisões desfeitas', description: '5 whitelists de volta à fila.' },
    refresh: () => Promise.resolve(),
    deliveries: null,
    ...overrides,
  };
}

describe('describeActionOutcome', () => {
  it('counts the members who got the role, and says why the others did not', () => {
    const failure = { reason: 'O membro saiu do servidor.', detail: null };
    expect(
      describeActionOutcome([
        delivery(1, { status: 'delivered' }),
        delivery(2, { status: 'delivered' }),
        delivery(3, { status: 'failed', failure }),
        delivery(4, { type: 'message.edit', status: 'delivered' }),
      ]),
    ).toEqual({
      ok: false,
      summary: 'Cargo dado a 2 membros; 1 falhou: o membro saiu do servidor',
      memberId: delivery(3).member?.id,
    });
    expect(describeActionOutcome([delivery(1, { status: 'delivered' })])).toMatchObject({
      ok: true,
      summary: 'Cargo dado a 1 membro',
    });
  });

  it('says nothing while a delivery waits, or when none was sent', () => {
    expect(describeActionOutcome([delivery(1, { status: 'pending' })])).toBeNull();
    expect(describeActionOutcome([delivery(1, { status: 'discarded' })])).toBeNull();
    expect(describeActionOutcome([])).toBeNull();
  });
});

describe('announceAction', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('offers "Desfazer" for the window, and says when the undo worked', async () => {
    const success = vi.spyOn(sonner, 'success');
    const message = vi.spyOn(toast, 'message');
    const undone: string[] = [];
    server.use(
      answer('undoAction', ({ params }) => {
        undone.push(String(params.id));
        return HttpResponse.json({ ...action([]), undoneAt: '2026-03-10T12:00:05.000Z' });
      }),
    );
    const refresh = vi.fn(() => Promise.resolve());
    announceAction(notice({ refresh }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    const [title, options] = success.mock.calls[0] as unknown as Shown;
    expect(title).toBe('5 whitelists aprovadas');
    expect(options).toMatchObject({ id: `action-${actionId}`, duration: 10_000 });
    expect(options.action?.label).toBe('Desfazer');

    options.action?.onClick();
    await vi.waitFor(() => expect(message).toHaveBeenCalled());
    expect(undone).toEqual([actionId]);
    expect(message.mock.calls[0]).toEqual([
      'Decisões desfeitas',
      { id: `action-${actionId}-undone`, description: '5 whitelists de volta à fila.' },
    ]);
    expect(refresh).toHaveBeenCalled();
  });

  it('after the window, says how it went on Discord with "Ver entrega"', async () => {
    const failure = { reason: 'O membro saiu do servidor.', detail: null };
    let asked = 0;
    server.use(
      answer('getAction', () => {
        asked += 1;
        return HttpResponse.json(
          action(
            asked === 1
              ? [delivery(1, { status: 'pending' })]
              : [delivery(1, { status: 'delivered' }), delivery(2, { status: 'failed', failure })],
          ),
        );
      }),
    );
    const error = vi.spyOn(sonner, 'error');
    const navigate = vi.fn();
    announceAction(notice({ queryClient: clientWithWindow(0), deliveries: { navigate } }));
    await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5_000 });
    const [title, options] = error.mock.calls[0] as unknown as Shown;
    expect(title).toBe(
      '5 whitelists aprovadas — Cargo dado a 1 membro; 1 falhou: o membro saiu do servidor',
    );
    options.action?.onClick();
    expect(navigate).toHaveBeenCalledWith(deliveriesHref(delivery(2).member?.id ?? ''));
  });

  it('without an action id, shows the toast alone', async () => {
    const success = vi.spyOn(sonner, 'success');
    announceAction(notice({ actionId: null }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    const [, options] = success.mock.calls[0] as unknown as Shown;
    expect(options.action).toBeUndefined();
  });
});
