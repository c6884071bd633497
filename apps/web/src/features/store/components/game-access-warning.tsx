import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import {
  cannotEnterText,
  type GameEntryRefusal,
  type StoreGameAccess,
} from '@panel/contract/api/store';
import { pagePath } from '@panel/contract/routes';
import { cn } from '@/lib/cn';
import { usePublicConfig } from '@/lib/public-config';

/** Where the member goes to do something about a refusal; none for a role staff give. */
const remedies: Partial<Record<GameEntryRefusal, { label: string; href: string }>> = {
  no_whitelist: { label: 'Pedir whitelist', href: pagePath('whitelist') },
  whitelist_pending: { label: 'Acompanhar a whitelist', href: pagePath('account') },
  unlinked: { label: 'Vincular conta do jogo', href: pagePath('account') },
  blacklisted: { label: 'Pedir revisão da blacklist', href: pagePath('myTickets') },
};

interface GameAccessWarningProps {
  access: StoreGameAccess;
  className?: string;
}

/**
 * "Você ainda não pode entrar em nenhum servidor onde este item é entregue: …", with the way
 * to do something about each reason (docs/decisions/2026-12-04-store-game-access.md).
 */
export function GameAccessWarning({ access, className }: GameAccessWarningProps) {
  const inviteUrl = usePublicConfig().data?.discordInviteUrl ?? null;
  const reasons = [...new Set(access.refusals.map(({ reason }) => reason))];
  const links = reasons.flatMap((reason) => {
    if (reason === 'not_in_guild') {
      return inviteUrl ? [{ label: 'Entrar no Discord', href: inviteUrl, external: true }] : [];
    }
    const remedy = remedies[reason];
    return remedy ? [{ ...remedy, external: false }] : [];
  });
  const unique = links.filter(
    (link, index) => links.findIndex((other) => other.href === link.href) === index,
  );
  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200',
        className,
      )}
    >
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{cannotEnterText(access.refusals)}</span>
      </p>
      {unique.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 pl-6">
          {unique.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <a href={link.href} className="font-medium underline underline-offset-4">
                  {link.label}
                </a>
              ) : (
                <Link to={link.href} className="font-medium underline underline-offset-4">
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
