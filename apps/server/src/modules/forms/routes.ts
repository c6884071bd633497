import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { listQuestionRows, toQuestion } from './questions';
import {
  createQuestion,
  deleteQuestion,
  reorderQuestions,
  updateQuestion,
} from './questions-service';
import { readFormSettings, toFormStatus, updateFormStatus } from './status';

export function registerFormRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  addEndpoint(app, endpoints.publicForm, async (request) => {
    const { formType } = request.params;
    const [settings, questions] = await Promise.all([
      readFormSettings(db, formType),
      listQuestionRows(db, formType),
    ]);
    return { ...toFormStatus(settings, new Date()), questions: questions.map(toQuestion) };
  });

  addEndpoint(app, endpoints.listQuestions, async (request) =>
    (await listQuestionRows(db, request.query.formType)).map(toQuestion),
  );

  addEndpoint(app, endpoints.createQuestion, (request) =>
    createQuestion(db, request.body, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.reorderQuestions, (request) =>
    reorderQuestions(db, request.body.formType, request.body.ids, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.updateQuestion, (request) =>
    updateQuestion(db, Number(request.params.id), request.body, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.deleteQuestion, async (request, reply) => {
    await deleteQuestion(db, Number(request.params.id), auditContextOf(request));
    return reply.code(204).send();
  });

  const statusEndpoints = [
    ['whitelist', endpoints.whitelistStatus, endpoints.updateWhitelistStatus],
    ['insertion', endpoints.insertionStatus, endpoints.updateInsertionStatus],
  ] as const;
  for (const [formType, read, update] of statusEndpoints) {
    addEndpoint(app, read, async () =>
      toFormStatus(await readFormSettings(db, formType), new Date()),
    );
    addEndpoint(app, update, (request) =>
      updateFormStatus(db, formType, request.body, auditContextOf(request)),
    );
  }
}
