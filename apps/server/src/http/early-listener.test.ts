import { readinessSchema } from '@panel/contract/api/system';
import { apiErrorSchema } from '@panel/contract/api/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { urlOf } from '../../test/api';
import { listenEarly, type EarlyListener } from './early-listener';

let early: EarlyListener | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => early?.server.close(() => resolve()) ?? resolve());
  early = undefined;
});

describe('the early listener', () => {
  it('answers /healthz at once and tells everything else the panel is starting', async () => {
    early = await listenEarly({ port: 0, host: '127.0.0.1', version: '1.2.3' });
    const base = `http://127.0.0.1:${early.port}`;

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      version: '1.2.3',
      uptimeSeconds: expect.any(Number),
    });

    const ready = await fetch(`${base}/readyz?full=1`);
    expect(ready.status).toBe(503);
    const readiness = readinessSchema.parse(await ready.json());
    expect(readiness.status).toBe('not_ready');
    expect(readiness.checks.database.message).toBe('O painel está iniciando.');

    const api = await fetch(`${base}${urlOf('me')}`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('2');
    expect(apiErrorSchema.parse(await api.json())).toEqual({
      code: 'unavailable',
      message: 'O painel está iniciando. Tente de novo em alguns segundos.',
    });

    const page = await fetch(`${base}/dashboard`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('O painel está iniciando.');
  });

  it('gives every request to the app once it takes the server over', async () => {
    early = await listenEarly({ port: 0, host: '127.0.0.1', version: '1.2.3' });
    const server = early.adopt((_request, response) => response.end('app'));
    expect(server).toBe(early.server);
    const base = `http://127.0.0.1:${early.port}`;
    // Adopted, not yet handed over: still starting.
    expect((await fetch(`${base}/qualquer`)).status).toBe(503);
    early.handOver();
    expect(await (await fetch(`${base}/healthz`)).text()).toBe('app');
  });

  it('refuses a port already taken, for main.ts to say so', async () => {
    early = await listenEarly({ port: 0, host: '127.0.0.1', version: '1.2.3' });
    await expect(
      listenEarly({ port: early.port, host: '127.0.0.1', version: '1.2.3' }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
