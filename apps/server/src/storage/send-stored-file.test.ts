import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../test/test-images';
import { loadConfig } from '../config';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerSecurity } from '../plugins/security';
import { createFileStorage, type FileStorage } from './file-storage';
import { intakeImage } from './image-intake';
import { sendStoredFile, type ServedFile } from './send-stored-file';
import { storeAll } from './store-images';

let root: string;
let storage: FileStorage;
let app: FastifyInstance;
const files = new Map<string, ServedFile>();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'panel-serve-'));
  storage = createFileStorage({ driver: 'fs', root });
  app = Fastify();
  registerErrorHandler(app);
  await registerSecurity(app, loadConfig({}));
  app.get<{ Params: { key: string }; Querystring: { download?: string } }>(
    '/api/files/:key',
    async (request, reply) => {
      const { key } = request.params;
      const file = files.get(key) ?? { key, mimeType: 'image/png', fileName: 'x.png' };
      return sendStoredFile(reply, storage, file, {
        download: request.query.download !== undefined,
      });
    },
  );
  app.get('/api/page', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

async function storedPng(name: string): Promise<ServedFile> {
  const intake = await intakeImage(name, await pngImage());
  if (!intake.ok) throw new Error(intake.message);
  const [stored] = await storeAll(storage, [intake.image]);
  if (!stored) throw new Error('Nothing stored.');
  files.set(stored.key, stored);
  return stored;
}

describe('sendStoredFile', () => {
  it('serves the stored bytes with the detected type, locked down', async () => {
    const file = await storedPng('Evidência 1.PNG');
    const response = await app.inject({ method: 'GET', url: `/api/files/${file.key}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(await storage.getBytes(file.key));
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition':
        'inline; filename="Evidencia 1.png"; filename*=UTF-8\'\'Evid%C3%AAncia%201.png',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=300',
      'cross-origin-resource-policy': 'same-origin',
      'content-length': String(file.size),
    });
  });

  it('replaces the page policy on file answers only', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('offers a download when asked', async () => {
    const file = await storedPng('prova.png');
    const response = await app.inject({ method: 'GET', url: `/api/files/${file.key}?download` });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="prova.png"/);
  });

  it('answers 404 for a key that holds nothing', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Arquivo não encontrado.' });
  });
});
