import { readdir } from 'node:fs/promises';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import { maxImageBytes } from '@panel/contract/constants';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, messageOf, urlOf } from '../../../test/api';
import { entryForm, postEntry } from '../../../test/blacklist-form';
import { defined } from '../../../test/defined';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, testOrigin, type TestApp } from '../../../test/test-app';
import { html, jpegWithGps, pngImage, pngOfSize } from '../../../test/test-images';
import { blacklistEntries, blacklistEvidence } from '../../db/schema/blacklist';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  admin = await signIn(t.app, demoIds.administrador);
  png = await pngImage();
});
afterAll(() => t.close());

type Files = [string, Buffer][];
let next = 0;
const target = () => String(730000000000000000n + BigInt((next += 1)));
const post = (files: Files, fields: Record<string, string> = {}) =>
  postEntry(t, admin, { target: target(), reason: 'Provas anexadas.', ...fields }, files);

/** The stored files and the database rows, to compare before and after a refused request. */
async function stored() {
  const [entries] = await t.database.db.select({ n: count() }).from(blacklistEntries);
  const [evidence] = await t.database.db.select({ n: count() }).from(blacklistEvidence);
  return {
    files: (await readdir(t.storageRoot)).sort(),
    entries: entries?.n,
    evidence: evidence?.n,
  };
}

describe('evidence upload', () => {
  it('stores two images with what the database records, metadata stripped end to end', async () => {
    const before = await stored();
    const response = await post([
      ['prova 1.png', png],
      ['praia.jpeg', await jpegWithGps()],
    ]);
    expect(response.statusCode).toBe(201);
    const entry = response.json<BlacklistEntry>();
    expect(entry.evidences).toMatchObject([
      { fileName: 'prova 1.png', mimeType: 'image/png', width: 40, height: 30, available: true },
      { fileName: 'praia.jpg', mimeType: 'image/jpeg', width: 30, height: 40, available: true },
    ]);
    expect((await stored()).files).toHaveLength(before.files.length + 2);

    const jpeg = defined(entry.evidences[1]);
    const download = await call('GET', `${jpeg.url}?download=1`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.byteLength).toBe(jpeg.size);
    const metadata = await sharp(download.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(download.rawPayload.includes('WGS-84')).toBe(false);
    expect(download.rawPayload.includes('CameraMaker')).toBe(false);
  });

  it('records size, dimensions, SHA-256 and uploader of each file', async () => {
    const response = await post([['a.png', png]]);
    const [row] = await t.database.db
      .select()
      .from(blacklistEvidence)
      .orderBy(blacklistEvidence.id)
      .then((rows) => rows.slice(-1));
    const evidence = defined(response.json<BlacklistEntry>().evidences[0]);
    expect(row).toMatchObject({
      id: Number(evidence.id),
      size: evidence.size,
      width: 40,
      height: 30,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      uploadedById: demoIds.administrador,
      uploadedByName: 'Ana Souza',
    });
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a file that is not an image by its bytes, storing nothing of the request', async () => {
    const before = await stored();
    const response = await post([
      ['ok.png', png],
      ['foto.png', html],
    ]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('foto.png não é uma imagem válida');
    expect(await stored()).toEqual(before);
  });

  it('accepts exactly 10 MiB and refuses one byte more with the spec message', async () => {
    const exact = await post([['exato.png', await pngOfSize(maxImageBytes)]]);
    expect(exact.statusCode).toBe(201);
    const before = await stored();
    const over = await post([['grande.png', await pngOfSize(maxImageBytes + 1)]]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'payload_too_large',
      message: 'grande.png é muito grande. Máximo 10MB',
    });
    expect(await stored()).toEqual(before);
  });

  it('leaves no file behind when the transaction fails (target already listed)', async () => {
    const fields = { target: '730000000000000999' };
    expect((await post([['a.png', png]], fields)).statusCode).toBe(201);
    const before = await stored();
    const again = await post(
      [
        ['b.png', png],
        ['c.png', png],
      ],
      fields,
    );
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Este alvo já está na blacklist.');
    expect(await stored()).toEqual(before);
  });

  it('stores nothing when the fields are refused', async () => {
    const before = await stored();
    const response = await post([['a.png', png]], { reason: '' });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a field or a file part the form does not know, storing nothing', async () => {
    const before = await stored();
    const field = await post([['a.png', png]], { origem: 'x' });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({
      code: 'validation',
      message: 'Dados inválidos: Chave inválida: "origem"',
    });
    const form = entryForm({ target: target(), reason: 'Provas anexadas.' }, [['a.png', png]]);
    form.append('anexo', new Blob([png]), 'b.png');
    const file = await t.app.inject({
      method: 'POST',
      url: urlOf('createBlacklist'),
      headers: { origin: testOrigin, cookie: admin },
      payload: form,
    });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toMatchObject({
      message: 'Dados inválidos: Campo desconhecido: anexo',
      issues: [{ path: 'body.anexo', message: 'Campo desconhecido: anexo' }],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses more than 10 files, and a JSON body', async () => {
    const before = await stored();
    const files = Array.from({ length: 11 }, (_, i): [string, Buffer] => [`${i}.png`, png]);
    const many = await post(files);
    expect(many.statusCode).toBe(400);
    expect(messageOf(many)).toBe('Envie no máximo 10 arquivos por vez.');
    const json = await call('createBlacklist', admin, { body: { target: target(), reason: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});
