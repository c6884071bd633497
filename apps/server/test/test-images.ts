import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngImage = (width = 40, height = 30) => solid(width, height, '#c00').png().toBuffer();

/** A 40×30 JPEG stored sideways (EXIF orientation 6) carrying a camera make and a GPS position. */
export const jpegWithGps = () =>
  solid(40, 30, '#0c0')
    .withExif({
      IFD0: { Make: 'CameraMaker' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
        GPSMapDatum: 'WGS-84',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** Two frames of 40×30, red then blue. */
export async function animated(format: 'gif' | 'webp'): Promise<Buffer> {
  const frames = await Promise.all([
    solid(40, 30, '#c00').png().toBuffer(),
    solid(40, 30, '#00c').png().toBuffer(),
  ]);
  const joined = sharp(frames, { join: { animated: true } });
  return (format === 'gif' ? joined.gif() : joined.webp()).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of exactly `size` bytes: a small image with a private ancillary chunk (which
 * decoders skip) sized to fill the rest, placed before the closing IEND chunk.
 */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await pngImage(4, 4);
  const iend = png.byteLength - 12;
  const filler = Buffer.alloc(size - png.byteLength - 12, 0x41);
  return Buffer.concat([png.subarray(0, iend), pngChunk('prVt', filler), png.subarray(iend)]);
}

/** A small, valid PNG that decodes to `width × height` black pixels (1-bit grey). */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script>');

export const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>',
);
