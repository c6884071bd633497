/**
 * Signs in to a running demo panel over HTTP as a browser would: the panel's sign-in start,
 * the local Discord's consent page, the callback. Returns the session cookie.
 */
export async function signInOverHttp(base: string, name: string): Promise<string> {
  const start = await fetch(`${base}/api/auth/discord`, { redirect: 'manual' });
  const stateCookie = cookiesOf(start);
  const location = start.headers.get('location');
  if (start.status !== 302 || !location) throw new Error(`sign-in answered ${start.status}`);
  const page = await (await fetch(new URL(location, base))).text();
  const link = [...page.matchAll(/<a href="([^"]+)">([^<]+)</g)].find((m) =>
    m[2]?.startsWith(name),
  );
  if (!link?.[1]) throw new Error(`no sign-in link for ${name}`);
  const callback = await fetch(new URL(link[1].replaceAll('&amp;', '&'), base), {
    redirect: 'manual',
    headers: { cookie: stateCookie },
  });
  const session = cookiesOf(callback);
  if (!session) throw new Error(`callback answered ${callback.status} without a session`);
  return session;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.length > 0 && !pair.endsWith('='))
    .join('; ');
}
