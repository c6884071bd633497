import { authRoutes } from '@panel/contract/endpoints/auth-routes';
import { endpointUrl } from './endpoint-url';

/** Only same-site paths may be return targets: never `//host` or a full URL. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}

function withReturnTo(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${path}?returnTo=${encodeURIComponent(safe)}` : path;
}

/** The login page, asking it to come back to `returnTo` afterwards. */
export function loginHref(returnTo?: string | null): string {
  const safe = safeReturnTo(returnTo);
  // Coming back to the login page itself is pointless.
  return withReturnTo('/login', safe?.startsWith('/login') ? null : safe);
}

/** The server's sign-in start, which goes to Discord and comes back to `returnTo`. */
export function signInHref(returnTo?: string | null): string {
  return withReturnTo(endpointUrl(authRoutes.signIn), returnTo);
}

/**
 * The page that tells staff to turn on Discord's two-step authentication and sign in again,
 * coming back to `returnTo` afterwards.
 */
export function twoFactorHref(returnTo?: string | null): string {
  const safe = safeReturnTo(returnTo);
  return withReturnTo('/two-factor', safe?.startsWith('/two-factor') ? null : safe);
}
