import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressRefusal, outboundRequest, OutboundError, type Resolver } from './outbound';

// The guarded outgoing requests (docs/decisions/2026-12-05-integrations.md, "Webhooks:
// delivery"), against a real server on 127.0.0.1. Every refusal is checked to open no socket at
// all: `net.Socket.prototype.connect` is watched, and the receiver counts its connections.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_request, response) => response.end('ok');
let connections = 0;
const seen: { url: string; host: string | undefined }[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', host: request.headers.host });
    handler(request, response);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  handler = (_request, response) => response.end('ok');
  vi.restoreAllMocks();
});

/** The refusal `request` ends in, with no socket opened meanwhile. */
async function refusal(url: string, options: Parameters<typeof outboundRequest>[1] = {}) {
  const connect = vi.spyOn(net.Socket.prototype, 'connect');
  const before = connections;
  const error = await outboundRequest(url, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  expect((error as OutboundError).kind).toBe('refused');
  expect((error as OutboundError).message).toMatch(/^Endereço recusado: /);
  expect(connect).not.toHaveBeenCalled();
  expect(connections).toBe(before);
  connect.mockRestore();
  return (error as OutboundError).message;
}

const resolvingTo =
  (...addresses: string[]): Resolver =>
  () =>
    Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

describe('outbound requests: what they reach', () => {
  it('reaches a loopback receiver over http only when allowed, and reads at most the cap', async () => {
    handler = (_request, response) => response.end('x'.repeat(5000));
    const answer = await outboundRequest(`http://127.0.0.1:${port}/recebe?a=1`, {
      method: 'POST',
      body: '{}',
      allowLoopbackHttp: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(1024);
    expect(answer.truncated).toBe(true);
    expect(seen.at(-1)?.url).toBe('/recebe?a=1');
  });

  it('resolves a name once and connects to the address it checked (no second resolution)', async () => {
    const resolve = vi.fn(resolvingTo('127.0.0.1'));
    const answer = await outboundRequest(`http://recebedor.invalid:${port}/`, {
      allowLoopbackHttp: true,
      resolve,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('ok');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)?.host).toBe(`recebedor.invalid:${port}`);
  });

  it('answers a redirect as it is and does not follow it, even to a private address', async () => {
    handler = (_request, response) => {
      response.writeHead(302, { location: 'http://10.0.0.1/interno' });
      response.end();
    };
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    const answer = await outboundRequest(`http://127.0.0.1:${port}/`, { allowLoopbackHttp: true });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('http://10.0.0.1/interno');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout, and says so', async () => {
    handler = () => undefined;
    const started = performance.now();
    const error = await outboundRequest(`http://127.0.0.1:${port}/`, {
      allowLoopbackHttp: true,
      timeoutMs: 300,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('counts a resolution that never answers in the timeout', async () => {
    const error = await outboundRequest('https://lento.invalid/', {
      timeoutMs: 200,
      resolve: () => new Promise(() => undefined),
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('calls a closed port or an unknown name unreachable, not refused', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      outboundRequest(`http://127.0.0.1:${closedPort}/`, { allowLoopbackHttp: true }),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(
      outboundRequest('https://nao-existe.invalid/', {
        resolve: () => Promise.reject(Object.assign(new Error('x'), { code: 'ENOTFOUND' })),
      }),
    ).rejects.toMatchObject({ kind: 'unreachable', message: expect.stringContaining('ENOTFOUND') });
  });
});

describe('outbound requests: refused before connecting', () => {
  it.each([
    ['https://127.0.0.1/', 'loopback'],
    ['https://10.0.0.1/', 'rede privada'],
    ['https://192.168.1.10/', 'rede privada'],
    ['https://172.16.0.1/', 'rede privada'],
    ['https://169.254.169.254/latest/meta-data/', 'metadados'],
    ['https://[::1]/', 'loopback'],
    ['https://[::ffff:127.0.0.1]/', 'loopback'],
    ['https://[::ffff:7f00:1]/', 'loopback'],
    ['https://[fc00::1]/', 'rede privada'],
    ['https://[fe80::1]/', 'metadados'],
    ['https://100.64.0.1/', 'NAT da operadora'],
    ['https://0.0.0.0/', 'não especificado'],
    ['https://2130706433/', 'loopback'],
    ['https://0x7f.1/', 'loopback'],
    ['https://[64:ff9b::a00:1]/', 'NAT64'],
    ['https://224.0.0.1/', 'multicast'],
  ])('https to the literal address %s', async (url, why) => {
    expect(await refusal(url)).toContain(why);
  });

  it("https to the receiver's own loopback port, even where loopback http is allowed", async () => {
    await refusal(`https://127.0.0.1:${port}/`, { allowLoopbackHttp: true });
  });

  it('a name that resolves to a private address, or to one among public ones', async () => {
    expect(
      await refusal('https://interno.exemplo.com/', { resolve: resolvingTo('10.1.2.3') }),
    ).toContain('interno.exemplo.com → 10.1.2.3 é um endereço de rede privada.');
    await refusal('https://misto.exemplo.com/', {
      resolve: resolvingTo('93.184.215.14', '192.168.0.1'),
    });
    await refusal('https://v6.exemplo.com/', { resolve: resolvingTo('2606:4700::1111', '::1') });
  });

  it('localhost over https, through the system resolver', async () => {
    await refusal(`https://localhost:${port}/`);
  });

  it('http to a host that is not loopback, allowed or not', async () => {
    await refusal('http://8.8.8.8/', { allowLoopbackHttp: true });
    await refusal('http://exemplo.com/', {
      allowLoopbackHttp: true,
      resolve: resolvingTo('93.184.215.14'),
    });
    await refusal('http://10.0.0.1/', { allowLoopbackHttp: true });
    expect(await refusal('http://exemplo.com/')).toContain('use https://');
  });

  it('http to loopback when not allowed', async () => {
    await refusal(`http://127.0.0.1:${port}/`);
    await refusal(`http://localhost:${port}/`);
  });

  it('another scheme, or no URL at all', async () => {
    expect(await refusal('ftp://exemplo.com/')).toContain('ftp:');
    expect(await refusal('file:///etc/passwd')).toContain('file:');
    expect(await refusal('não é url')).toContain('URL inválida');
  });
});

describe('addressRefusal', () => {
  it('lets only global unicast through, or only loopback for an allowed http', () => {
    expect(addressRefusal('8.8.8.8')).toBeNull();
    expect(addressRefusal('2606:4700::1111')).toBeNull();
    expect(addressRefusal('::ffff:8.8.8.8')).toBeNull();
    expect(addressRefusal('192.0.2.1')).toContain('reservado');
    expect(addressRefusal('127.0.0.1', true)).toBeNull();
    expect(addressRefusal('::1', true)).toBeNull();
    expect(addressRefusal('8.8.8.8', true)).toContain('http://');
  });
});
