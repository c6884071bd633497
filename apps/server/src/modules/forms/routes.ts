import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import {
  createQuestion,
  deleteQuestion,
  listQuestions,
  reorderQuestions,
  updateQuestion,
} from './service/questions';
import { readFormStatus, readPublicForm, updateFormStatus } from './service/status';
import { readFormTriage, updateFormTriage } from './service/triage';
import { readAppealLimits, updateAppealLimits } from './service/appeal-limits';

export function registerFormRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  addEndpoint(app, endpoints.publicForm, (request) => readPublicForm(db, request.params.formType));

  addEndpoint(app, endpoints.formTriage, (request) => readFormTriage(db, request.params.formType));

  addEndpoint(app, endpoints.appealLimits, () => readAppealLimits(db));
  addEndpoint(app, endpoints.updateAppealLimits, (request) =>
    updateAppealLimits(db, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.updateFormTriage, (request) =>
    updateFormTriage(db, request.params.formType, request.body, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.listQuestions, (request) => listQuestions(db, request.query.formType));

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
    ['appeal', endpoints.appealStatus, endpoints.updateAppealStatus],
  ] as const;
  for (const [formType, read, update] of statusEndpoints) {
    addEndpoint(app, read, () => readFormStatus(db, formType));
    addEndpoint(app, update, (request) =>
      updateFormStatus(db, formType, request.body, auditContextOf(request)),
    );
  }
}
