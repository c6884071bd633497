import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  createQuestionBodySchema,
  defaultTriageFailReason,
  questionShapeIssue,
  updateFormTriageBodySchema,
  updateQuestionBodySchema,
  type FormStatus,
  type FormTriage,
  type FormType,
  type Question,
} from '@panel/contract/api/forms';
import {
  appealLimitDefaults,
  updateAppealLimitsBodySchema,
  type AppealLimits,
} from '@panel/contract/api/appeals';
import type { ApiErrorBody } from '@panel/contract/api/errors';
import { server } from './server';
import type { EndpointId } from '@panel/contract/endpoints';
import { answer } from './answer';

const statusEndpoints = {
  whitelist: { read: 'whitelistStatus', update: 'updateWhitelistStatus' },
  insertion: { read: 'insertionStatus', update: 'updateInsertionStatus' },
  appeal: { read: 'appealStatus', update: 'updateAppealStatus' },
} as const satisfies Record<FormType, { read: EndpointId; update: EndpointId }>;

/** Test helper: an in-memory forms API on the msw server that records what it was sent. */

export function question(overrides: Partial<Question> & Pick<Question, 'id' | 'text'>): Question {
  return {
    description: null,
    required: false,
    type: 'text',
    formType: 'whitelist',
    position: 1,
    options: [],
    weight: 1,
    eliminatory: false,
    ...overrides,
  };
}

export function formStatus(formType: FormType, overrides: Partial<FormStatus> = {}): FormStatus {
  return {
    formType,
    isOpen: true,
    closesAt: null,
    description: null,
    updatedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A form's triage as the server answers it before anyone changed it, with `overrides`. */
export function formTriage(formType: FormType, overrides: Partial<FormTriage> = {}): FormTriage {
  return {
    formType,
    passMark: null,
    onFail: 'reject',
    failReason: defaultTriageFailReason,
    autoApprove: false,
    approvalsRequired: 1,
    rejectionsRequired: 1,
    updatedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeFormsOptions {
  questions?: Question[];
  whitelist?: FormStatus;
  insertion?: FormStatus;
  appeal?: FormStatus;
  triage?: Partial<Record<FormType, FormTriage>>;
  appealLimits?: AppealLimits;
}

function apiError(status: number, message: string) {
  return HttpResponse.json(
    { code: status === 400 ? 'bad_request' : 'internal', message },
    { status },
  );
}

/** The 400 the server answers when a body fails its contract schema. */
function validationError(issues: { path: string; message: string }[]) {
  const first = issues[0];
  const body: ApiErrorBody = {
    code: 'validation',
    message: first ? `Dados inválidos: ${first.message}` : 'Dados inválidos.',
    issues,
  };
  return HttpResponse.json(body, { status: 400 });
}

function parsed<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; data: z.output<T> } | { ok: false; refusal: Response } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return { ok: false, refusal: validationError(issues) };
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export function serveForms(options: FakeFormsOptions = {}) {
  const state = {
    questions: [...(options.questions ?? [])],
    status: {
      whitelist: options.whitelist ?? formStatus('whitelist'),
      insertion: options.insertion ?? formStatus('insertion'),
      appeal: options.appeal ?? formStatus('appeal'),
    } satisfies Record<FormType, FormStatus>,
    triage: {
      whitelist: options.triage?.whitelist ?? formTriage('whitelist'),
      insertion: options.triage?.insertion ?? formTriage('insertion'),
      appeal: options.triage?.appeal ?? formTriage('appeal'),
    } satisfies Record<FormType, FormTriage>,
    appealLimits: options.appealLimits ?? { ...appealLimitDefaults, updatedAt: null },
  };
  let clock = Date.parse('2030-01-02T12:00:00.000Z');
  const requests: RecordedRequest[] = [];
  let nextId = 900;
  const record = async (request: Request) => {
    const entry = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: await bodyOf(request),
    };
    requests.push(entry);
    return entry;
  };
  const json = (body: JsonBodyType) => HttpResponse.json(body);

  server.use(
    answer('listQuestions', async ({ request }) => {
      await record(request);
      return json(state.questions);
    }),
    answer('createQuestion', async ({ request }) => {
      const { body } = await record(request);
      const checked = parsed(createQuestionBodySchema, body);
      if (!checked.ok) return checked.refusal;
      const input = checked.data;
      const created = question({
        ...input,
        description: input.description || null,
        id: String(nextId++),
        position: state.questions.filter((q) => q.formType === input.formType).length + 1,
      });
      state.questions.push(created);
      return json(created);
    }),
    answer('reorderQuestions', async ({ request }) => {
      const { body } = await record(request);
      const { ids } = body as { ids: string[] };
      state.questions = state.questions.map((q) =>
        ids.includes(q.id) ? { ...q, position: ids.indexOf(q.id) + 1 } : q,
      );
      return json(state.questions);
    }),
    answer('updateQuestion', async ({ request, params }) => {
      const { body } = await record(request);
      const index = state.questions.findIndex((q) => q.id === params.id);
      const current = state.questions[index];
      if (!current) return apiError(404, 'Pergunta não encontrada.');
      const checked = parsed(updateQuestionBodySchema, body);
      if (!checked.ok) return checked.refusal;
      const updated = { ...current, ...checked.data };
      // As the server does: the shape is checked on the question as it will be.
      const issue = questionShapeIssue(updated);
      if (issue) return validationError([{ path: 'body.options', message: issue }]);
      state.questions[index] = updated;
      return json(updated);
    }),
    answer('deleteQuestion', async ({ request, params }) => {
      await record(request);
      state.questions = state.questions.filter((q) => q.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    // The forms screen also lists each form's canned rejection reasons: none here.
    answer('listAllowlistReasons', []),
    answer('listInsertionReasons', []),
    answer('listAppealReasons', []),
    ...(['whitelist', 'insertion', 'appeal'] as const).flatMap((formType) => [
      answer(statusEndpoints[formType].read, async ({ request }) => {
        await record(request);
        return json(state.status[formType]);
      }),
      answer(statusEndpoints[formType].update, async ({ request }) => {
        const { body } = await record(request);
        state.status[formType] = {
          ...state.status[formType],
          ...(body as Partial<FormStatus>),
        };
        return json(state.status[formType]);
      }),
    ]),
    answer('formTriage', async ({ request, params }) => {
      await record(request);
      return json(state.triage[params.formType as FormType]);
    }),
    answer('updateFormTriage', async ({ request, params }) => {
      const { body } = await record(request);
      const checked = parsed(updateFormTriageBodySchema, body);
      if (!checked.ok) return checked.refusal;
      const formType = params.formType as FormType;
      clock += 60_000;
      state.triage[formType] = {
        formType,
        ...checked.data,
        updatedAt: new Date(clock).toISOString(),
      };
      return json(state.triage[formType]);
    }),
    answer('appealLimits', async ({ request }) => {
      await record(request);
      return json(state.appealLimits);
    }),
    answer('updateAppealLimits', async ({ request }) => {
      const { body } = await record(request);
      const checked = parsed(updateAppealLimitsBodySchema, body);
      if (!checked.ok) return checked.refusal;
      clock += 60_000;
      state.appealLimits = { ...checked.data, updatedAt: new Date(clock).toISOString() };
      return json(state.appealLimits);
    }),
  );

  return {
    state,
    requests,
    /** The calls other than reads, in order. */
    writes: () => requests.filter((request) => request.method !== 'GET'),
    reads: (path: string) =>
      requests.filter((request) => request.method === 'GET' && request.path === path).length,
  };
}

/** Makes the next calls of an endpoint fail with the server's reason. */
export function failWith(endpoint: EndpointId, status: number, message: string) {
  server.use(answer(endpoint, () => apiError(status, message)));
}
