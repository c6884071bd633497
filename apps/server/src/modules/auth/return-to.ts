const origin = 'http://panel.invalid';

/**
 * Only same-site paths, judged after the browser's own normalisation: `/x`, never
 * `//evil.example`, `/\tevil`, `https://...`, nor anything with control, non-ASCII or
 * backslash characters (a redirect header could not carry them either). `null` means "the
 * default page".
 */
export function safeReturnTo(value: string | undefined | null): string | null {
  if (!value?.startsWith('/') || /[^\x21-\x7e]/.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path === '/api' || path.startsWith('/api/')) return null;
  return path;
}
