import { HttpResponse } from 'msw';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delivery } from '@/testing/bot-settings-fixtures';
import { server } from '@/testing/server';
import { allowlistKind } from '../application-kinds';
import { deliveriesHref } from '@/lib/deliveries-href';
import { describeOutcome, followDecisionOutcome } from './decision-outcome';
import { answer } from '@/testing/answer';

const title = 'Allowlist aprovada';
const role = (overrides: Parameters<typeof delivery>[1]) =>
  delivery(1, { type: 'member.addRole', ...overrides });
const message = (overrides: Parameters<typeof delivery>[1]) =>
  delivery(2, { type: 'channel.message', ...overrides });

describe('describeOutcome', () => {
  it('says the role was given when everything was delivered', () => {
    expect(
      describeOutcome(title, [role({ status: 'delivered' }), message({ status: 'delivered' })]),
    ).toEqual({ ok: true, title: 'Allowlist aprovada — cargo entregue' });
    expect(describeOutcome(title, [message({ status: 'delivered' })])).toEqual({
      ok: true,
      title: 'Allowlist aprovada — aviso enviado no Discord',
    });
  });

  it('says why the role was not given', () => {
    const failure = { reason: 'O membro não está no servidor.', detail: 'Unknown Member' };
    expect(
      describeOutcome(title, [
        role({ status: 'failed', failure }),
        message({ status: 'delivered' }),
      ]),
    ).toEqual({
      ok: false,
      title: 'Allowlist aprovada — cargo não entregue: o membro não está no servidor',
    });
    expect(describeOutcome(title, [role({ status: 'skipped', failure: null })])).toEqual({
      ok: false,
      title: 'Allowlist aprovada — cargo não entregue: falta configurar o bot',
    });
  });

  it('waits while any delivery is still on its way, and says nothing of none', () => {
    expect(describeOutcome(title, [role({ status: 'pending' })])).toBeNull();
    expect(describeOutcome(title, [role({ status: 'retrying' })])).toBeNull();
    expect(describeOutcome(title, [])).toBeNull();
    expect(describeOutcome(title, [role({ status: 'discarded' })])).toBeNull();
  });
});

describe('followDecisionOutcome', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks until Discord answered, then updates the decision’s toast with "Ver entrega"', async () => {
    const answers = [
      [role({ status: 'pending' })],
      [
        role({
          status: 'failed',
          failure: { reason: 'O membro não está no servidor.', detail: null },
        }),
      ],
    ];
    const asked: string[] = [];
    server.use(
      answer('allowlistDecisionDeliveries', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(answers[Math.min(asked.length - 1, 1)]);
      }),
    );
    const error = vi.spyOn(sonner, 'error');
    const navigate = vi.fn();
    await followDecisionOutcome({
      kind: allowlistKind,
      entry: { id: '7', userId: '300000000000000007' },
      title,
      description: 'A whitelist de membro7 foi aprovada.',
      toastId: 'decision-allowlists-7',
      canSeeDeliveries: true,
      navigate,
      stillDecided: () => true,
      sleep: () => Promise.resolve(),
    });
    expect(asked).toEqual(['7', '7']);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    const [shown, options] = error.mock.calls[0] ?? [];
    expect(shown).toBe('Allowlist aprovada — cargo não entregue: o membro não está no servidor');
    expect(options).toMatchObject({ id: 'decision-allowlists-7' });
    const action = (options as unknown as { action: { onClick: () => void } }).action;
    action.onClick();
    expect(navigate).toHaveBeenCalledWith(deliveriesHref('300000000000000007'));
  });

  it('stops once the decision was undone', async () => {
    let asked = 0;
    server.use(
      answer('allowlistDecisionDeliveries', () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    await followDecisionOutcome({
      kind: allowlistKind,
      entry: { id: '8', userId: '300000000000000008' },
      title,
      description: '',
      toastId: 'decision-allowlists-8',
      canSeeDeliveries: false,
      navigate: vi.fn(),
      stillDecided: () => false,
      sleep: () => Promise.resolve(),
    });
    expect(asked).toBe(0);
  });
});
