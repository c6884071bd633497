import { createHash } from 'node:crypto';
import {
  imageMessages,
  maxImageBytes,
  maxImagePixels,
  type ImageMimeType,
} from '@panel/contract/constants';
import type { Sharp } from 'sharp';
import { cleanFileName, storedFileName } from './file-names';

/** An accepted image as it is stored: decoded and encoded again, so no metadata is left. */
export interface CleanImage {
  /** The member's file name, cleaned, with the extension of the detected type. */
  fileName: string;
  mimeType: ImageMimeType;
  bytes: Buffer;
  size: number;
  /** Hex SHA-256 of `bytes`. */
  sha256: string;
  width: number;
  /** Height of one frame. */
  height: number;
  /** 1, or the frames of an animated GIF or WebP. */
  frames: number;
}

export type IntakeRefusal = 'too_large' | 'not_image' | 'too_many_pixels';
export type ImageIntake =
  { ok: true; image: CleanImage } | { ok: false; reason: IntakeRefusal; message: string };

const formats = {
  'image/png': { sharpFormat: 'png', extension: 'png', animated: false },
  'image/jpeg': { sharpFormat: 'jpeg', extension: 'jpg', animated: false },
  'image/gif': { sharpFormat: 'gif', extension: 'gif', animated: true },
  'image/webp': { sharpFormat: 'webp', extension: 'webp', animated: true },
} as const satisfies Record<ImageMimeType, object>;

function isImageMime(mime: string | undefined): mime is ImageMimeType {
  return mime !== undefined && Object.hasOwn(formats, mime);
}

function encode(image: Sharp, mime: ImageMimeType): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 90 });
  }
}

const refusalMessages = {
  too_large: imageMessages.tooLarge,
  not_image: imageMessages.notImage,
  too_many_pixels: imageMessages.tooManyPixels,
} satisfies Record<IntakeRefusal, (name: string) => string>;

const refuse = (reason: IntakeRefusal, name: string): ImageIntake => ({
  ok: false,
  reason,
  message: refusalMessages[reason](name),
});

/**
 * Checks an uploaded file and returns what to store, or the refusal to show. Nothing the
 * browser says is trusted: the type comes from the bytes (PNG, JPEG, GIF or WebP), the image
 * must decode, and it is encoded again, which drops EXIF (GPS included), XMP, ICC, comments and
 * anything appended after the image. JPEG and other still images are first turned upright by
 * their EXIF orientation.
 */
export async function intakeImage(name: string, input: Uint8Array): Promise<ImageIntake> {
  const shownName = cleanFileName(name) || 'arquivo';
  if (input.byteLength > maxImageBytes) return refuse('too_large', shownName);
  // Loaded on the first upload, not at start (docs/performance.md#start-time).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const detected = await fileTypeFromBuffer(input);
  const mime = detected?.mime;
  if (!isImageMime(mime)) return refuse('not_image', shownName);
  const format = formats[mime];
  try {
    const source = sharp(input, {
      animated: format.animated,
      autoOrient: !format.animated,
      failOn: 'error',
      limitInputPixels: maxImagePixels,
    });
    const metadata = await source.metadata();
    if (metadata.format !== format.sharpFormat) return refuse('not_image', shownName);
    const { data, info } = await encode(source, mime).toBuffer({ resolveWithObject: true });
    const frames = info.pages ?? 1;
    return {
      ok: true,
      image: {
        fileName: storedFileName(name, format.extension),
        mimeType: mime,
        bytes: data,
        size: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
        width: info.width,
        height: info.pageHeight ?? info.height,
        frames,
      },
    };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    return refuse(pixels ? 'too_many_pixels' : 'not_image', shownName);
  }
}

/**
 * `intakeImage` on a stream (an upload's file part). Reading stops one byte past the limit
 * (leaving the loop destroys the stream), so a larger file is refused as too large without
 * being read to its end.
 */
export async function intakeImageStream(
  name: string,
  stream: AsyncIterable<Uint8Array>,
): Promise<ImageIntake> {
  const cap = maxImageBytes + 1;
  const chunks: Uint8Array[] = [];
  let kept = 0;
  for await (const chunk of stream) {
    const part = chunk.subarray(0, cap - kept);
    chunks.push(part);
    kept += part.byteLength;
    if (kept >= cap) break;
  }
  return intakeImage(name, Buffer.concat(chunks));
}
