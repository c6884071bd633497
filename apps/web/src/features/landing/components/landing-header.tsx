import { LayoutDashboard, LogIn, ShieldHalf } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';

export function LandingHeader({ communityName }: { communityName: string | undefined }) {
  const { user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-transparent bg-background/70 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 font-semibold">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldHalf aria-hidden="true" className="size-4" />
          </span>
          {communityName ? (
            <span className="truncate">{communityName}</span>
          ) : (
            <Skeleton className="h-5 w-32" />
          )}
        </Link>
        <nav aria-label="Navegação do site" className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <a href="#about">Sobre</a>
          </Button>
          {user ? (
            <Button asChild size="sm">
              <Link to="/login">
                <LayoutDashboard aria-hidden="true" />
                Acessar painel
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to="/login">
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
