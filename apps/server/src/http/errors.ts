import type { ErrorCode } from '@panel/contract/api/errors';

/**
 * An error whose message is Portuguese and safe to show to whoever made the request; `headers`
 * go with the answer (a 429's `Retry-After`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () =>
  new HttpError(401, 'unauthenticated', 'Você precisa entrar com o Discord para continuar.');

export const forbidden = (message = 'Você não tem permissão para realizar esta ação.') =>
  new HttpError(403, 'forbidden', message);

export const notFound = (message = 'Recurso não encontrado.') =>
  new HttpError(404, 'not_found', message);

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new HttpError(400, 'validation', message, issues);
