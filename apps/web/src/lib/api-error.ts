import { apiErrorSchema, type ApiErrorBody } from '@panel/contract/api/errors';

const genericMessage = 'Não foi possível concluir a solicitação. Tente novamente.';
export const networkErrorMessage =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's body. */
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
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data);
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
