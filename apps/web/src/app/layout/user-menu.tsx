import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { CurrentUser } from '@panel/contract/api/auth';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { avatarUrl } from '@/lib/avatar-url';
import { roleLabels } from '@/lib/role-labels';
import { useLogout } from '@/lib/use-logout';
import { userMenuTriggerClass } from './user-menu-trigger';

/** `defaultOpen`: drawn open, when its placeholder was pressed before the code was there. */
export function UserMenu({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const logout = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={`Menu da conta: ${user.username}`}
        className={userMenuTriggerClass}
      >
        <UserAvatar name={user.username} src={avatarUrl(user)} />
        <span className="hidden max-w-40 truncate sm:inline">{user.username}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate">{user.username}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {roleLabels[user.permission]}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            Minha Conta
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
        >
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
