import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { maxImageBytes } from '@panel/contract/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined';
import {
  animated,
  html,
  jpegWithGps,
  pngBomb,
  pngImage,
  pngOfSize,
  svg,
} from '../../test/test-images';
import { intakeImage, intakeImageStream, type ImageIntake } from './image-intake';

function accepted(intake: ImageIntake) {
  if (!intake.ok) throw new Error(`Refused: ${intake.message}`);
  return intake.image;
}

const smallPng = await pngImage(64, 64);

describe('intakeImage', () => {
  it('takes the type from the bytes, never from the name', async () => {
    const png = await pngImage();
    const image = accepted(await intakeImage('evidencia.jpg', png));
    expect(image).toMatchObject({
      mimeType: 'image/png',
      fileName: 'evidencia.png',
      width: 40,
      height: 30,
      frames: 1,
    });
    expect(image.size).toBe(image.bytes.byteLength);
    expect(image.sha256).toBe(createHash('sha256').update(image.bytes).digest('hex'));
  });

  it.each([
    ['an HTML page', html],
    ['an SVG with a script', svg],
    ['a PNG signature followed by HTML', Buffer.concat([smallPng.subarray(0, 8), html])],
    ['a GIF header followed by HTML', Buffer.concat([Buffer.from('GIF89a'), html])],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n')],
    ['a truncated PNG', smallPng.subarray(0, 60)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named .png', async (_what, bytes) => {
    expect(await intakeImage('foto.png', bytes)).toEqual({
      ok: false,
      reason: 'not_image',
      message: 'foto.png não é uma imagem válida',
    });
  });

  it('drops whatever is appended to a real image: the stored file holds no HTML', async () => {
    const polyglot = Buffer.concat([await pngImage(), html]);
    const image = accepted(await intakeImage('foto.png', polyglot));
    expect(image.bytes.includes('<script')).toBe(false);
    expect(image.bytes.byteLength).toBeLessThan(polyglot.byteLength);
  });

  it('accepts exactly 10 MiB and refuses one byte more', async () => {
    const exact = await pngOfSize(maxImageBytes);
    expect(exact.byteLength).toBe(10 * 1024 * 1024);
    const image = accepted(await intakeImage('grande.png', exact));
    expect(image.width).toBe(4);
    const over = await pngOfSize(maxImageBytes + 1);
    expect(await intakeImage('grande.png', over)).toEqual({
      ok: false,
      reason: 'too_large',
      message: 'grande.png é muito grande. Máximo 10MB',
    });
  });

  it('strips EXIF with the GPS position, turning the photo upright first', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(defined(before.exif).includes('WGS-84')).toBe(true);
    const image = accepted(await intakeImage('praia.jpeg', photo));
    expect(image).toMatchObject({ mimeType: 'image/jpeg', fileName: 'praia.jpg' });
    expect([image.width, image.height]).toEqual([30, 40]);
    const after = await sharp(image.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(image.bytes.includes('WGS-84')).toBe(false);
    expect(image.bytes.includes('CameraMaker')).toBe(false);
  });

  it.each(['gif', 'webp'] as const)('keeps the frames of an animated %s', async (format) => {
    const image = accepted(await intakeImage(`anim.${format}`, await animated(format)));
    expect(image).toMatchObject({ mimeType: `image/${format}`, width: 40, height: 30, frames: 2 });
    expect((await sharp(image.bytes, { animated: true }).metadata()).pages).toBe(2);
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = pngBomb(10_000, 6_000);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    expect(await intakeImage('bomba.png', bomb)).toEqual({
      ok: false,
      reason: 'too_many_pixels',
      message: 'bomba.png tem dimensões grandes demais. Máximo 50 megapixels',
    });
  });

  it('accepts an image at the pixel limit', async () => {
    const image = accepted(await intakeImage('ampla.png', pngBomb(10_000, 5_000)));
    expect([image.width, image.height]).toEqual([10_000, 5_000]);
  });

  it('shows a cleaned name in refusals and stores a cleaned name', async () => {
    const refused = await intakeImage('../../etc/\u202Emalware\u0000.png', html);
    expect(refused).toMatchObject({ message: 'malware.png não é uma imagem válida' });
    const image = accepted(await intakeImage('C:\\fotos\\.png', await pngImage()));
    expect(image.fileName).toBe('imagem.png');
  });
});

describe('intakeImageStream', () => {
  const chunked = (bytes: Buffer) =>
    Readable.from(
      Array.from({ length: Math.ceil(bytes.byteLength / 65_536) }, (_, i) =>
        bytes.subarray(i * 65_536, (i + 1) * 65_536),
      ),
    );

  it('reads a stream up to the limit, and one byte past it is too large', async () => {
    accepted(await intakeImageStream('a.png', chunked(await pngOfSize(maxImageBytes))));
    const over = chunked(await pngOfSize(maxImageBytes + 1));
    expect(await intakeImageStream('b.png', over)).toMatchObject({
      reason: 'too_large',
      message: 'b.png é muito grande. Máximo 10MB',
    });
  });

  it('stops reading a stream one byte past the limit', async () => {
    let served = 0;
    const endless = new Readable({
      read() {
        served += 65_536;
        this.push(Buffer.alloc(65_536));
      },
    });
    expect(await intakeImageStream('c.png', endless)).toMatchObject({ reason: 'too_large' });
    expect(served).toBeLessThan(maxImageBytes + 4 * 65_536);
    expect(endless.destroyed).toBe(true);
  });
});
