import type { HttpMethod } from '@panel/contract/endpoints/types';
import { ApiError } from './api-error';

export interface UploadOptions {
  /** Share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('O envio foi cancelado.', 'AbortError');
}

/**
 * Sends a multipart form with the session cookie and resolves with the JSON answer, unparsed.
 * `fetch` cannot report how much of a body was sent, so this uses XMLHttpRequest. Errors are
 * the API client's: `ApiError.fromBody` for a refusal, `ApiError.network()` when the server
 * was not reached, an `AbortError` when `signal` aborts.
 */
export function uploadForm(
  method: HttpMethod,
  url: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);

    request.open(method, new URL(url, window.location.origin));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      settle();
      const payload = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(payload);
      } else {
        reject(ApiError.fromBody(request.status, payload));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(ApiError.network());
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    signal?.addEventListener('abort', abort, { once: true });
    // The browser writes the multipart boundary into Content-Type itself.
    request.send(form);
  });
}
