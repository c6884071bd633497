import { imageMessages, maxImageBytes } from '@panel/contract/constants';
import { badRequest, type HttpError } from '../http/errors';
import { OutboundError, outboundRequest, type Resolver } from '../http/outbound';
import { intakeImageStream, type CleanImage } from './image-intake';
import { intakeRefusal } from './image-upload';

export interface ImageFromUrlOptions {
  /** `http:` to this computer: demo mode and tests only. */
  allowLoopbackHttp: boolean;
  timeoutMs?: number;
  resolve?: Resolver;
}

/** The file name a link gives an image: its last path segment, or "evidencia". */
function nameOf(url: string): string {
  const segment = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  return segment.trim() || 'evidencia';
}

const unreachable = (url: string, reason: string): HttpError =>
  badRequest(`Não foi possível baixar a evidência ${url}: ${reason}`);

/**
 * An image another tool links to instead of sending it (a blacklist entry's evidence by URL,
 * docs/decisions/2026-12-05-integrations.md): fetched through the guarded outgoing HTTP (https
 * only, no private address, no redirect, one timeout, at most 10 MiB read), then through the same
 * intake as an uploaded file (its real type checked, re-encoded, metadata dropped).
 */
export async function imageFromUrl(url: string, options: ImageFromUrlOptions): Promise<CleanImage> {
  let answer;
  try {
    answer = await outboundRequest(url, {
      method: 'GET',
      headers: { accept: 'image/*' },
      timeoutMs: options.timeoutMs ?? 20_000,
      maxBodyBytes: maxImageBytes + 1,
      allowLoopbackHttp: options.allowLoopbackHttp,
      ...(options.resolve && { resolve: options.resolve }),
    });
  } catch (error) {
    if (error instanceof OutboundError) throw unreachable(url, error.message);
    throw error;
  }
  if (answer.status >= 300 && answer.status < 400) {
    throw unreachable(
      url,
      `o endereço redireciona (${answer.status}); use o link direto da imagem.`,
    );
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw unreachable(url, `o endereço respondeu ${answer.status}.`);
  }
  const name = nameOf(url);
  if (answer.truncated || answer.body.length > maxImageBytes) {
    throw intakeRefusal('too_large', imageMessages.tooLarge(name));
  }
  const body = answer.body;
  const intake = await intakeImageStream(
    name,
    (async function* () {
      yield body;
    })(),
  );
  if (!intake.ok) throw intakeRefusal(intake.reason, intake.message);
  return intake.image;
}
