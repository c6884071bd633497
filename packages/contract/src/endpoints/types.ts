import type { z } from 'zod';
import type { Access } from '../routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path, `/api/...` with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads (lower-case names), e.g. `idempotency-key`. */
  headers?: z.ZodType;
  /** Schema of the 2xx JSON answer; absent for redirects, HTML pages and 204. */
  response?: z.ZodType;
}

/** What a caller sends in one part of the request: the input type of its schema. */
export type EndpointInput<E, K extends 'params' | 'query' | 'body' | 'headers'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** The parsed 2xx answer; `void` when the endpoint declares no response schema. */
export type EndpointResponse<E> = E extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : void;
