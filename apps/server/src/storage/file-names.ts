import path from 'node:path';

const maxNameLength = 120;

/**
 * A file name as the member wrote it, safe to show and to store: no folders, no control or
 * invisible formatting characters, at most 120 characters. Never used as a storage key.
 */
export function cleanFileName(name: string): string {
  const base = path.posix.basename(name.replaceAll('\\', '/'));
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const chars = Array.from(clean);
  return chars.length > maxNameLength ? chars.slice(0, maxNameLength).join('') : clean;
}

/** The cleaned name with the extension of the detected type ("foto.PNG.html" → "foto.PNG.png"). */
export function storedFileName(name: string, extension: string): string {
  const clean = cleanFileName(name);
  const stem = clean.replace(/\.[^.]*$/, '').replace(/^\.+/, '') || 'imagem';
  return `${stem}.${extension}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const clean = cleanFileName(name) || 'arquivo';
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
