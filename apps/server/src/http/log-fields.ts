import type { FastifyRequest } from 'fastify';

/** Query parameters that are secrets for a while: the OAuth code and state. */
const secretParams = ['code', 'state'];

/** A URL as logs may keep it: OAuth's `code` and `state` replaced. */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const name of secretParams) if (params.has(name)) params.set(name, 'redacted');
  return `${path}?${params.toString()}`;
}

/** The request fields of each log line (Fastify's own choice, with the URL redacted). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
