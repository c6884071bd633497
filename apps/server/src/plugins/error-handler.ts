import type { ApiErrorBody, ErrorCode } from '@panel/contract/api/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors';

const internalMessage = 'Ocorreu um erro interno. Tente novamente em instantes.';

/** Portuguese messages for the client errors Fastify itself raises. */
const frameworkErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Formato de envio não suportado. Envie os dados como JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation', message: 'Tamanho do corpo inválido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation', message: 'O corpo da requisição está vazio.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'validation', message: 'JSON inválido.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'O conteúdo enviado é grande demais.',
  },
  FST_ERR_CTP_INVALID_TYPE: { code: 'validation', message: 'Cabeçalho Content-Type inválido.' },
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return 'validation';
}

/** One error handler: Portuguese, safe messages; a 5xx never shows its internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody;
    const known =
      error.code && Object.hasOwn(frameworkErrors, error.code)
        ? frameworkErrors[error.code]
        : undefined;

    if (error instanceof HttpError) {
      status = error.statusCode;
      if (error.headers) void reply.headers(error.headers);
      body = {
        code: error.code,
        message: error.message,
        ...(error.issues && { issues: error.issues }),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'Valor inválido',
      }));
      const first = issues[0];
      body = {
        code: 'validation',
        message: first ? `Dados inválidos: ${first.message}` : 'Dados inválidos.',
        issues,
      };
    } else if (known) {
      status = error.statusCode ?? 400;
      body = { code: known.code, message: known.message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: 'rate_limited', message: error.message };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: codeForStatus(status), message: 'Requisição inválida.' };
    } else {
      body = { code: 'internal', message: internalMessage };
    }

    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // An HttpError's message is written to be shown (Discord did not answer, say).
      if (!(error instanceof HttpError)) {
        body = { code: 'internal', message: `${internalMessage} (código ${request.id})` };
      }
    }
    return reply
      .code(status)
      .type('application/json')
      .send({ ...body, requestId: request.id });
  });
}
