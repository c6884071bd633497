import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { maxImageBytes } from '@panel/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { html, pngImage, pngOfSize } from '../../test/test-images';
import { loadConfig } from '../config';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerSecurity } from '../plugins/security';
import { createFileStorage, type FileStorage } from './file-storage';
import { readImageUpload, registerMultipart } from './image-upload';
import { withStoredImages, type StoredImage } from './store-images';

const origin = 'http://localhost:3000';
let root: string;
let storage: FileStorage;
let app: FastifyInstance;
let png: Buffer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'panel-upload-'));
  storage = createFileStorage({ driver: 'fs', root });
  png = await pngImage();
  app = Fastify();
  registerErrorHandler(app);
  await registerSecurity(app, loadConfig({ PUBLIC_URL: origin }));
  await registerMultipart(app);
  const evidenceForm = {
    fields: z.strictObject({ reason: z.string().optional() }),
    files: 'files',
  };
  app.post(
    '/api/evidence',
    { config: { multipart: true, form: evidenceForm } },
    async (request) => {
      const upload = await readImageUpload(request);
      const stored = await withStoredImages(storage, upload.images, async (files) => {
        if (upload.fields.reason === 'db-fails') throw new Error('database down');
        return files;
      });
      return { fields: upload.fields, files: stored };
    },
  );
  app.post('/api/json-only', async (request) => request.body);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const storedFiles = () => readdir(root).catch(() => []);

function form(files: [string, Buffer][], fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, bytes] of files) data.append('files', new Blob([bytes]), name);
  return data;
}

const post = (url: string, payload: FormData | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { origin, ...headers } });

describe('an upload route (config.multipart)', () => {
  it('takes fields and images, and stores the cleaned images with what to record', async () => {
    const response = await post(
      '/api/evidence',
      form(
        [
          ['a.png', png],
          ['b.jpg', png],
        ],
        { reason: 'spam' },
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ fields: object; files: StoredImage[] }>();
    expect(body.fields).toEqual({ reason: 'spam' });
    expect(body.files.map((file) => file.fileName)).toEqual(['a.png', 'b.png']);
    expect(body.files[0]).toMatchObject({ mimeType: 'image/png', width: 40, height: 30 });
    expect((await storedFiles()).sort()).toEqual(body.files.map((file) => file.key).sort());
  });

  it('accepts a file of exactly 10 MiB and refuses one byte more, storing nothing', async () => {
    const exact = await post(
      '/api/evidence',
      form([['exato.png', await pngOfSize(maxImageBytes)]]),
    );
    expect(exact.statusCode).toBe(200);
    const stored = await storedFiles();
    const over = await post(
      '/api/evidence',
      form([
        ['ok.png', png],
        ['grande.png', await pngOfSize(maxImageBytes + 1)],
      ]),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'grande.png é muito grande. Máximo 10MB',
    });
    expect(await storedFiles()).toEqual(stored);
  });

  it('refuses an HTML file named .png, storing none of the request', async () => {
    const before = await storedFiles();
    const response = await post(
      '/api/evidence',
      form([
        ['ok.png', png],
        ['foto.png', html],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'foto.png não é uma imagem válida' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more than 10 files', async () => {
    const before = await storedFiles();
    const files = Array.from({ length: 11 }, (_, i): [string, Buffer] => [`${i}.png`, png]);
    const response = await post('/api/evidence', form(files));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Envie no máximo 10 arquivos por vez.' });
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves no file behind when the database transaction fails', async () => {
    const before = await storedFiles();
    const response = await post('/api/evidence', form([['a.png', png]], { reason: 'db-fails' }));
    expect(response.statusCode).toBe(500);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a field or a file part the form does not declare, storing nothing', async () => {
    const before = await storedFiles();
    const field = await post('/api/evidence', form([['a.png', png]], { reason: 'x', extra: '1' }));
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({
      code: 'validation',
      // The app words it in Portuguese (z.locales.ptBR in app.ts); this bare app does not.
      message: expect.stringMatching(/^Dados inválidos: .+"extra"$/),
      issues: [{ path: 'body', message: expect.stringContaining('"extra"') }],
    });
    const data = form([['a.png', png]]);
    data.append('outro', new Blob([png]), 'b.png');
    const file = await post('/api/evidence', data);
    expect(file.statusCode).toBe(400);
    expect(file.json()).toMatchObject({
      message: 'Dados inválidos: Campo desconhecido: outro',
      issues: [{ path: 'body.outro', message: 'Campo desconhecido: outro' }],
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses JSON and text/plain bodies on the upload route', async () => {
    const json = await post('/api/evidence', '{}', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    const text = await post('/api/evidence', 'x', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
  });

  it('answers 400, storing nothing, to a multipart body without a boundary or cut off', async () => {
    const before = await storedFiles();
    const noBoundary = await post('/api/evidence', 'x', { 'content-type': 'multipart/form-data' });
    expect(noBoundary.statusCode).toBe(400);
    const boundary = 'panel-boundary';
    const cut = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="a.png"',
      'Content-Type: image/png',
      '',
      png.subarray(0, 40).toString('latin1'),
    ].join('\r\n');
    const truncated = await post('/api/evidence', cut, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toMatchObject({ message: expect.any(String) });
    expect(await storedFiles()).toEqual(before);
  });

  it('is refused on every route that did not opt in', async () => {
    const response = await post('/api/json-only', form([['a.png', png]]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});
