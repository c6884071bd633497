import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Requests the panel makes to an address someone typed in (a webhook's URL; later, evidence by
// URL), guarded against reaching inside the panel's own network
// (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery"):
// - `https:` only; `http:` only to a loopback address, and only when the caller allows it (demo
//   mode, tests);
// - every address the host is, checked before any connection: an IP literal as written (Node
//   connects to a literal without calling `lookup`), a name resolved once and each of its
//   addresses checked; only global unicast (`ipaddr.process(address).range() === 'unicast'`)
//   passes: not private, loopback, link-local (cloud metadata), carrier-grade NAT, unspecified,
//   reserved, multicast, nor an IPv6 form of one of these;
// - the connection pinned to the addresses checked (a `lookup` that answers them), so a second
//   resolution cannot answer another (DNS rebinding);
// - no redirect followed (a 3xx is answered as it is), one total timeout, the body read up to a
//   cap. `node:http(s)` on purpose: the global fetch cannot take a `lookup`, and an undici Agent
//   from npm is not the one Node 20's fetch bundles.

export type OutboundFailureKind =
  /** Refused before connecting: the URL or its address is not one the panel may reach. */
  | 'refused'
  /** No full answer within the timeout. */
  | 'timeout'
  /** The name did not resolve, the connection or TLS failed, or the answer broke off. */
  | 'unreachable';

export class OutboundError extends Error {
  constructor(
    message: string,
    readonly kind: OutboundFailureKind,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name; `dns.lookup` (the system's resolver) by default. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** For the whole request: resolution, connection, answer and body. */
  timeoutMs?: number;
  /** The most of the answer's body kept; the rest is not read. */
  maxBodyBytes?: number;
  /** `http:` to a loopback address (demo mode, tests); never any other `http:`. */
  allowLoopbackHttp?: boolean;
  resolve?: Resolver;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most `maxBodyBytes` of the body. */
  body: Buffer;
  truncated: boolean;
}

export const outboundDefaults = { timeoutMs: 15_000, maxBodyBytes: 1024 } as const;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

const rangeNames: Record<string, string> = {
  private: 'de rede privada',
  uniqueLocal: 'de rede privada',
  loopback: 'do próprio servidor (loopback)',
  linkLocal: 'link-local (metadados da nuvem)',
  carrierGradeNat: 'de NAT da operadora',
  unspecified: 'não especificado',
  broadcast: 'de broadcast',
  multicast: 'de multicast',
  reserved: 'reservado',
  rfc6052: 'de tradução NAT64',
  '6to4': 'de túnel 6to4',
  teredo: 'de túnel Teredo',
};

const refused = (detail: string) => new OutboundError(`Endereço recusado: ${detail}`, 'refused');

/**
 * Why the panel may not connect to `address` (a refusal's text), or null when it may: a global
 * unicast address, or with `loopback` (an allowed `http:`), a loopback one only.
 */
export function addressRefusal(address: string, loopback = false): string | null {
  if (!ipaddr.isValid(address)) return `${address} não é um endereço IP.`;
  const range = ipaddr.process(address).range();
  if (loopback) {
    return range === 'loopback'
      ? null
      : `${address} não é o próprio computador: http:// só vale para ele, em modo de demonstração; use https://.`;
  }
  if (range === 'unicast') return null;
  return `${address} é um endereço ${rangeNames[range] ?? `não público (${range})`}.`;
}

/** The host's addresses, each allowed; a refusal when any is not. */
async function checkedAddresses(
  hostname: string,
  loopback: boolean,
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  const family = isIP(hostname);
  if (family !== 0) {
    const refusal = addressRefusal(hostname, loopback);
    if (refusal) throw refused(refusal);
    return [{ address: hostname, family: family === 6 ? 6 : 4 }];
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new OutboundError(`Não foi possível resolver ${hostname} (${code}).`, 'unreachable');
  }
  if (addresses.length === 0) {
    throw new OutboundError(`${hostname} não tem endereço.`, 'unreachable');
  }
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, loopback);
    if (refusal) throw refused(`${hostname} → ${refusal}`);
  }
  return addresses;
}

/** A `lookup` that answers only the addresses already checked: no second resolution. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (!first) {
      callback(new Error('no address'), '', 4);
    } else if (options.all) {
      (callback as (error: null, all: ResolvedAddress[]) => void)(null, [...addresses]);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/** The URL when it may be requested at all (scheme, form); its address is checked after. */
function parseTarget(url: string, allowLoopbackHttp: boolean): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw refused('URL inválida.');
  }
  if (target.protocol === 'https:') return target;
  if (target.protocol === 'http:' && allowLoopbackHttp) return target;
  throw refused(
    target.protocol === 'http:'
      ? 'use https:// (http:// só vale para o próprio computador, em modo de demonstração).'
      : `o protocolo ${target.protocol} não é aceito; use https://.`,
  );
}

/** `promise`, or a timeout once `signal` aborts. */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal, onAbort: () => Error) {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * One guarded request (see the top of this file). Answers whatever status the other side gave,
 * redirects included; throws an `OutboundError` when refused before connecting, on timeout, or
 * when nothing could be read.
 */
export async function outboundRequest(
  url: string,
  request: OutboundRequest = {},
): Promise<OutboundResponse> {
  const timeoutMs = request.timeoutMs ?? outboundDefaults.timeoutMs;
  const maxBodyBytes = request.maxBodyBytes ?? outboundDefaults.maxBodyBytes;
  const target = parseTarget(url, request.allowLoopbackHttp ?? false);
  // `[::1]` in a URL, `::1` to connect to.
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const timedOut = () =>
    new OutboundError(`Sem resposta completa em ${Math.round(timeoutMs / 1000)} s.`, 'timeout');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const addresses = await beforeAbort(
      checkedAddresses(hostname, target.protocol === 'http:', request.resolve ?? systemResolver),
      controller.signal,
      timedOut,
    );
    return await new Promise<OutboundResponse>((resolve, reject) => {
      const transport = target.protocol === 'https:' ? https : http;
      const outgoing = transport.request(
        {
          method: request.method ?? 'GET',
          host: hostname,
          ...(target.port && { port: Number(target.port) }),
          path: `${target.pathname}${target.search}`,
          headers: request.headers,
          ...(target.username && {
            auth: `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`,
          }),
          lookup: pinnedLookup(addresses),
          // A connection of its own, closed after the answer: nothing pooled across targets.
          agent: false,
          signal: controller.signal,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const answer = (truncated: boolean) =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks).subarray(0, maxBodyBytes),
              truncated,
            });
          incoming.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size > maxBodyBytes) {
              answer(true);
              incoming.destroy();
            }
          });
          incoming.on('end', () => answer(false));
          incoming.on('error', (error) => reject(error));
          incoming.on('aborted', () => reject(new Error('answer broke off')));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (controller.signal.aborted) throw timedOut();
    const code = (error as { code?: string }).code;
    const detail = error instanceof Error ? error.message : String(error);
    throw new OutboundError(
      `Falha ao conectar a ${target.host}: ${code && !detail.includes(code) ? `${code} ` : ''}${detail}`,
      'unreachable',
    );
  } finally {
    clearTimeout(timer);
  }
}
