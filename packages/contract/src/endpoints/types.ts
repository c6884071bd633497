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
  /** A JSON body; its objects are strict: an unknown field is refused with 400. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body instead: its text fields (a strict schema, as `body`) and the
   * name its file parts travel under. Parts under any other name are refused.
   */
  form?: { fields: z.ZodType; files: string };
  /** Request headers the endpoint reads (lower-case names), e.g. `idempotency-key`. */
  headers?: z.ZodType;
  /** Schema of the 2xx JSON answer; absent for redirects, HTML pages and 204. */
  response?: z.ZodType;
  /**
   * A page of a list (its query has `page` and `limit`). Every paged list says how many match in
   * the same way, in its answer's headers: `X-Total-Count`, and `X-Total-Capped: true` when the
   * count stopped at its cap (`total` is then the cap). A body the spec gives a total (the audit
   * log's `{ logs, total }`, the blacklist's `{ data, total }`) carries the same number. See
   * docs/decisions/2026-11-28-list-reader.md.
   */
  paged?: true;
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
