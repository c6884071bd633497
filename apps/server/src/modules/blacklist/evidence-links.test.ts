import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import type { IntegrationKeyCreated } from '@panel/contract/api/integrations';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationUrlOf, messageOf } from '../../../test/api';
import { entryForm, postEntry } from '../../../test/blacklist-form';
import { html, pngImage } from '../../../test/test-images';
import { useTestApp } from '../../../test/use-test-app';
import { blacklistEntries } from '../../db/schema/blacklist';

// Evidence by link (docs/decisions/2026-12-05-integrations.md): another tool sends the image's
// address; the panel downloads it through the guarded outgoing HTTP and takes it in as an
// uploaded file, or refuses the entry whole.

const s = useTestApp({ signIn: ['administrador'] });
let server: Server;
let base = '';
const served = new Map<string, { status: number; type: string; body: Buffer }>();

beforeAll(async () => {
  served.set('/prova.png', { status: 200, type: 'image/png', body: await pngImage(64, 48) });
  served.set('/pagina.html', { status: 200, type: 'text/html', body: html });
  served.set('/sumiu.png', { status: 404, type: 'text/plain', body: Buffer.from('não') });
  server = createServer((request, response) => {
    const file = served.get(request.url ?? '');
    if (request.url === '/redireciona.png') {
      response.writeHead(302, { location: 'http://10.0.0.1/prova.png' }).end();
      return;
    }
    if (!file) return void response.writeHead(404).end();
    response.writeHead(file.status, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const target = () => `3${String(Date.now()).padStart(17, '0')}`;

describe('blacklist evidence by link', () => {
  it('downloads a linked image, as another tool sends it, with the uploaded files', async () => {
    const created = await s.call('createIntegrationKey', s.as.administrador, {
      body: { name: 'Denúncias', scopes: ['blacklist:write'] },
    });
    const { apiKey } = created.json<IntegrationKeyCreated>();
    const response = await s.t.app.inject({
      method: 'POST',
      url: integrationUrlOf('createBlacklist'),
      headers: { authorization: `Bearer ${apiKey}` },
      payload: entryForm(
        { target: target(), reason: 'Prova pelo link', evidenceUrls: `${base}/prova.png` },
        [['foto.png', await pngImage()]],
      ),
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<BlacklistEntry>();
    expect(entry.evidences.map((evidence) => evidence.fileName).sort()).toEqual([
      'foto.png',
      'prova.png',
    ]);
  });

  it('refuses the entry whole when a link is not an image, is missing, redirects or names a private address', async () => {
    const before = (await s.t.database.db.select().from(blacklistEntries)).length;
    const cases: [string, RegExp][] = [
      [`${base}/pagina.html`, /não é uma imagem válida/],
      [`${base}/sumiu.png`, /respondeu 404/],
      [`${base}/redireciona.png`, /redireciona \(302\)/],
      ['https://10.0.0.1/prova.png', /10\.0\.0\.1 é um endereço/],
      ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254 é um endereço/],
      ['ftp://exemplo.com/prova.png', /Link de evidência inválido/],
    ];
    for (const [url, message] of cases) {
      const response = await postEntry(s.t, s.as.administrador, {
        target: target(),
        reason: 'Link recusado',
        evidenceUrls: url,
      });
      expect(response.statusCode, url).toBe(400);
      expect(messageOf(response), url).toMatch(message);
    }
    expect((await s.t.database.db.select().from(blacklistEntries)).length).toBe(before);
  });
});
