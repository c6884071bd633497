import { LayoutDashboard, LogIn, ShieldHalf, ShoppingBag, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isStaff } from '@panel/contract/routes';
import { NavLink } from '@/components/nav-link';
import { ThemeToggle } from '@/app/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { loginHref } from '@/lib/login-href';
import { usePublicConfig } from '@/lib/public-config';

interface SiteHeaderProps {
  /** Links of the page itself, before the store and the sign-in (e.g. "Sobre"). */
  children?: ReactNode;
  /** Where signing in comes back to; without it, the signed-in user's default page. */
  signInReturnTo?: string;
}

/** The header of the public pages: the community, the store, and sign-in, the panel or Minha Conta. */
export function SiteHeader({ children, signInReturnTo }: SiteHeaderProps) {
  const { user } = useCurrentUser();
  const config = usePublicConfig();
  const communityName =
    config.data?.communityName ?? (config.isError ? 'Nossa comunidade' : undefined);
  return (
    <header className="sticky top-0 z-30 border-b border-transparent bg-background/70 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 font-semibold">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldHalf aria-hidden="true" className="size-4" />
          </span>
          {communityName ? (
            // On a phone a long name takes two lines rather than being cut.
            <span className="line-clamp-2 break-words text-sm leading-tight sm:text-base">
              {communityName}
            </span>
          ) : (
            <Skeleton className="h-5 w-32" />
          )}
        </Link>
        <nav aria-label="Navegação do site" className="ml-auto flex items-center gap-1 sm:gap-2">
          {children}
          <Button
            asChild
            variant="ghost"
            size="sm"
            className="aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
          >
            <NavLink to="/store">
              <ShoppingBag aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Loja</span>
            </NavLink>
          </Button>
          <ThemeToggle />
          {user && !isStaff(user.permissions) ? (
            // A member has no panel: their page is "Minha Conta".
            <Button asChild size="sm">
              <Link to="/account">
                <UserRound aria-hidden="true" />
                Minha Conta
              </Link>
            </Button>
          ) : user ? (
            <Button asChild size="sm">
              <Link to="/login" aria-label="Acessar painel">
                <LayoutDashboard aria-hidden="true" />
                <span className="sm:hidden">Painel</span>
                <span className="hidden sm:inline">Acessar painel</span>
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to={loginHref(signInReturnTo)}>
                <LogIn aria-hidden="true" />
                Entrar
              </Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
