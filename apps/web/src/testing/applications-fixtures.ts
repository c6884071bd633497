// Test helpers of the review pages: entries, questions and a fake server over them.
import { http, HttpResponse } from 'msw';
import type { Application, ApplicationStatus } from '@panel/contract/api/applications';
import { newAccountDays, snowflakeCreatedAt } from '@panel/contract/api/application-values';
import type { FormType, Question } from '@panel/contract/api/forms';
import { server } from './server';
import { answer } from './answer';

/** An entry as the server sends it; `answers` may use the older object shape. */
export type TestEntry = Omit<Application, 'answers'> & {
  answers: Application['answers'] | Record<string, string>;
};

export function entry(index: number, overrides: Partial<TestEntry> = {}): TestEntry {
  return {
    id: String(index),
    userId: `3000000000000000${String(index).padStart(2, '0')}`,
    username: `membro${index}`,
    avatarUrl: null,
    createdAt: `2026-02-${String((index % 28) + 1).padStart(2, '0')}T15:45:00.000Z`,
    identity: null,
    answers: [],
    roleName: null,
    status: 'pending',
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
    revokedAt: null,
    revokedBy: null,
    revokeReason: null,
    score: null,
    triage: null,
    votes: [],
    votesRequired: { approve: 1, reject: 1 },
    appeal: null,
    ...overrides,
  };
}

export function question(
  id: string,
  text: string,
  formType: FormType,
  overrides: Partial<Question> = {},
): Question {
  return {
    id,
    text,
    description: null,
    required: false,
    type: 'text',
    formType,
    position: Number(id),
    options: [],
    weight: 1,
    eliminatory: false,
    ...overrides,
  };
}

export interface FakeReviewServer {
  /** Query strings of every list call, in order. */
  listCalls: URLSearchParams[];
  decisions: { action: 'approve' | 'reject'; body: Record<string, unknown> }[];
  /** Ids of the entries "Desfazer" put back in the queue (or back to approved, if revoked). */
  undone: string[];
  /** Bodies of "Revogar whitelist" calls. */
  revocations: Record<string, unknown>[];
  questionCalls: URLSearchParams[];
  /** The entries as the fake holds them now; a test may change them as other staff would. */
  entries: TestEntry[];
}

interface FakeReviewOptions {
  /** The list's path: `pathOf('listAllowlists')`, `'listInsertions'` or `'listAppeals'`. */
  basePath: string;
  entries: TestEntry[];
  questions?: Question[];
  /** The list answers this status instead (e.g. 500). */
  listStatus?: number;
  /** Each list answer waits for it. */
  listDelay?: () => Promise<unknown>;
  /** Each questions answer waits for it. */
  questionsDelay?: () => Promise<unknown>;
  /** The decision calls answer this instead of deciding. */
  decisionError?: { status: number; message: string };
  /** Who decides or votes (the signed-in staff member); Ana Souza, `testUser`'s id, unless given. */
  voter?: { id: string; name: string };
}

const defaultVoter = { id: '100000000000000001', name: 'Ana Souza' };

/**
 * A server over `entries`: filters by status, search (a whole id, or part of the username),
 * `triage` and `signal` (`new_account` read from the member's id, `rejected_before` from their
 * other entries), orders by `sort`, pages by page and limit with the total in `X-Total-Count`, and
 * decides pending entries. Where an entry asks for more than one approval or rejection, each
 * decision is the voter's vote (one each, the other way replacing it, the same twice a 409) and
 * the vote that reaches the count decides; "Desfazer" on a vote that did not decide takes it
 * back, on a deciding one undoes the decision and that vote.
 */
export function serveReview(options: FakeReviewOptions): FakeReviewServer {
  const state: FakeReviewServer = {
    listCalls: [],
    decisions: [],
    undone: [],
    revocations: [],
    questionCalls: [],
    entries: options.entries.map((item) => ({ ...item })),
  };
  const { entries } = state;
  const voter = options.voter ?? defaultVoter;
  const noun = options.basePath.includes('insertions')
    ? 'inscrição'
    : options.basePath.includes('appeals')
      ? 'apelação'
      : 'whitelist';

  const decide = (action: 'approve' | 'reject') =>
    http.post(`*${options.basePath}/${action}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.decisions.push({ action, body });
      if (options.decisionError) {
        const { status, message } = options.decisionError;
        return HttpResponse.json(
          { code: status === 409 ? 'conflict' : 'internal', message },
          {
            status,
          },
        );
      }
      const target = entries.find((item) => item.id === body.id && item.status === 'pending');
      if (!target) {
        return HttpResponse.json(
          { code: 'not_found', message: 'Não encontrada.' },
          { status: 404 },
        );
      }
      const reason = typeof body.reason === 'string' ? body.reason : null;
      const { approve, reject } = target.votesRequired;
      if (approve > 1 || reject > 1) {
        const mine = target.votes.find((vote) => vote.staffId === voter.id);
        if (mine?.vote === action) {
          const verb = action === 'approve' ? 'aprovar' : 'reprovar';
          return HttpResponse.json(
            { code: 'conflict', message: `Você já votou para ${verb} esta ${noun}.` },
            { status: 409 },
          );
        }
        target.votes = [
          ...target.votes.filter((vote) => vote !== mine),
          {
            staffId: voter.id,
            staffName: voter.name,
            vote: action,
            reason: action === 'reject' ? reason : null,
            at: '2026-03-01T09:59:00.000Z',
          },
        ];
        const count = target.votes.filter((vote) => vote.vote === action).length;
        if (count < target.votesRequired[action]) return HttpResponse.json(target);
      }
      target.status = action === 'approve' ? 'approved' : 'rejected';
      target.decidedBy = voter.name;
      target.decidedAt = '2026-03-01T10:00:00.000Z';
      target.decisionReason = reason;
      return HttpResponse.json(target);
    });

  const undo = http.post(`*${options.basePath}/undo`, async ({ request }) => {
    const { id } = (await request.json()) as { id: string };
    const voted = entries.find(
      (item) =>
        item.id === id &&
        item.status === 'pending' &&
        item.votes.some((vote) => vote.staffId === voter.id),
    );
    if (voted) {
      state.undone.push(id);
      voted.votes = voted.votes.filter((vote) => vote.staffId !== voter.id);
      return HttpResponse.json(voted);
    }
    const target = entries.find((item) => item.id === id && item.status !== 'pending');
    if (!target) {
      return HttpResponse.json(
        { code: 'conflict', message: 'Não é mais possível desfazer esta decisão.' },
        { status: 409 },
      );
    }
    state.undone.push(id);
    if (target.status === 'revoked') {
      Object.assign(target, {
        status: 'approved',
        revokedAt: null,
        revokedBy: null,
        revokeReason: null,
      });
    } else {
      // The vote that decided goes with the decision; the others' votes stay.
      Object.assign(target, {
        status: 'pending',
        decidedBy: null,
        decidedAt: null,
        votes: target.votes.filter((vote) => vote.staffId !== voter.id),
      });
    }
    return HttpResponse.json(target);
  });

  const revoke = http.post(`*${options.basePath}/revoke`, async ({ request }) => {
    const body = (await request.json()) as { id: string; reason: string };
    state.revocations.push(body);
    const target = entries.find((item) => item.id === body.id && item.status === 'approved');
    if (!target) {
      return HttpResponse.json(
        { code: 'conflict', message: 'Só uma whitelist aprovada pode ser revogada.' },
        { status: 409 },
      );
    }
    Object.assign(target, {
      status: 'revoked',
      revokedAt: '2026-03-02T10:00:00.000Z',
      revokedBy: 'Ana Souza',
      revokeReason: body.reason,
    });
    return HttpResponse.json(target);
  });

  server.use(
    undo,
    revoke,
    // What each decision asked of Discord: nothing, unless a test says otherwise.
    http.get(`*${options.basePath}/:id/deliveries`, () => HttpResponse.json([])),
    http.get(`*${options.basePath}`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listCalls.push(params);
      await options.listDelay?.();
      if (options.listStatus) {
        return HttpResponse.json(
          { code: 'internal', message: 'Falhou.' },
          { status: options.listStatus },
        );
      }
      const status = (params.get('status') ?? 'pending') as ApplicationStatus;
      const search = params.get('search')?.toLowerCase() ?? '';
      const triage = params.get('triage');
      const signal = params.get('signal');
      const newAccountSince = Date.now() - newAccountDays * 24 * 60 * 60_000;
      const showsSignal = (item: TestEntry) =>
        signal === 'new_account'
          ? snowflakeCreatedAt(item.userId).getTime() > newAccountSince
          : signal === 'rejected_before'
            ? entries.some(
                (other) =>
                  other.userId === item.userId &&
                  other.id !== item.id &&
                  (other.status === 'rejected' || other.status === 'revoked'),
              )
            : true;
      const matches = entries.filter(
        (item) =>
          item.status === status &&
          (!search || item.userId === search || item.username.toLowerCase().includes(search)) &&
          (!triage || (triage === 'graded' ? item.score !== null : item.triage === triage)) &&
          showsSignal(item),
      );
      // `sort=score`: highest score first, ungraded last; `sort=account`: the newest Discord
      // account (the highest id) first; otherwise the entries' own order.
      if (params.get('sort') === 'score') {
        matches.sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
      } else if (params.get('sort') === 'account') {
        matches.sort((a, b) => Number(BigInt(b.userId) - BigInt(a.userId)));
      }
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '5');
      return HttpResponse.json(matches.slice((page - 1) * limit, page * limit), {
        headers: { 'X-Total-Count': String(matches.length) },
      });
    }),
    decide('approve'),
    decide('reject'),
    answer('listQuestions', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.questionCalls.push(params);
      await options.questionsDelay?.();
      const formType = params.get('formType');
      return HttpResponse.json(
        (options.questions ?? []).filter((item) => !formType || item.formType === formType),
      );
    }),
  );
  return state;
}
