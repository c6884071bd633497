import type { ApiErrorBody } from '@panel/contract/api/errors';

const genericMessage = 'Não foi possível concluir a solicitação. Tente novamente.';
export const networkErrorMessage =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's body. */
/** The shape of `apiErrorSchema`, checked by hand to keep zod out of the first download. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (body.requestId === undefined || typeof body.requestId === 'string') &&
    (body.issues === undefined ||
      (Array.isArray(body.issues) &&
        body.issues.every(
          (issue: unknown) =>
            typeof issue === 'object' &&
            issue !== null &&
            typeof (issue as Record<string, unknown>).path === 'string' &&
            typeof (issue as Record<string, unknown>).message === 'string',
        )))
  );
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly issues: ApiErrorBody['issues'];
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = body.code;
    this.requestId = body.requestId;
    this.issues = body.issues;
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (isApiErrorBody(body)) {
      const { code, message, requestId, issues } = body;
      return new ApiError(status, { code, message, requestId, issues });
    }
    return new ApiError(status, {
      code: status >= 500 ? 'internal' : 'unknown',
      message: genericMessage,
    });
  }

  static network(): ApiError {
    return new ApiError(0, { code: 'network', message: networkErrorMessage });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
