import { PanelLeft, ShieldHalf } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@panel/contract/api/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { usePublicConfig } from '@/lib/public-config';
import { sidebarId } from './sidebar';
import { UserMenu } from './user-menu';

interface TopBarProps {
  title: string;
  user: CurrentUser;
  /** Present when there is a desktop sidebar to fold. */
  sidebar?: { open: boolean; onToggle: () => void };
}

export function TopBar({ title, user, sidebar }: TopBarProps) {
  const config = usePublicConfig();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:px-4">
      {sidebar ? (
        <>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label="Alternar menu lateral"
                aria-controls={sidebarId}
                aria-expanded={sidebar.open}
                onClick={sidebar.onToggle}
              >
                <PanelLeft aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Alternar menu (Ctrl+B)</TooltipContent>
          </Tooltip>
          <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
        </>
      ) : (
        <Link
          to="/"
          aria-label="Página inicial"
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground"
        >
          <ShieldHalf aria-hidden="true" className="size-4" />
        </Link>
      )}
      <h1 className="truncate text-base font-semibold tracking-tight">{title}</h1>
      <div className="ml-auto flex items-center gap-2">
        {config.data?.demoMode ? (
          <Badge variant="warning" title="Modo demonstração">
            <span aria-hidden="true" className="sm:hidden">
              Demo
            </span>
            <span className="sr-only sm:not-sr-only">Modo demonstração</span>
          </Badge>
        ) : null}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
