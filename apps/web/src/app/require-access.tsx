import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { canAccess, type Access } from '@panel/contract/routes';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { useCurrentPath, useHash } from '@/lib/history-entry';
import { loginHref, twoFactorHref } from '@/lib/login-href';

/**
 * The client-side guard of a page (the server checks every call on its own):
 * signed out goes to the login page and comes back; staff without the two-step authentication
 * the panel requires go to /two-factor; a missing permission goes to /access-denied.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const here = `${useCurrentPath()}${useHash()}`;

  if (access === 'public') return children;
  if (isLoading) return <FullPageSpinner label="Carregando sua sessão..." />;
  if (!user) {
    return <Redirect to={loginHref(here)} replace />;
  }
  // Staff held back until they turn on Discord's two-step authentication: the page that says how,
  // in place of any staff page (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
  if (user.twoFactorRequired && access !== 'authenticated') {
    return <Redirect to={twoFactorHref(here)} replace />;
  }
  if (!canAccess(access, user.permissions)) return <Redirect to="/access-denied" replace />;
  return children;
}
