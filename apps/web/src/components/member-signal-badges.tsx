import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { memberFilePath } from '@panel/contract/api/member-values';
import type { MemberSignal } from '@panel/contract/api/members';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { MemberRecordBadges } from './member-record-badges';

/** "1 jogador da blacklist", "2 membros". */
function others(count: number, blacklisted: boolean): string {
  return blacklisted
    ? `${count} ${count === 1 ? 'jogador' : 'jogadores'} da blacklist`
    : `${count} ${count === 1 ? 'membro' : 'membros'}`;
}

/** Long on a phone's card: the badge wraps rather than widening it. */
const badgeLink =
  'max-w-full whitespace-normal hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none';

/**
 * What the applicant's member file warns about, on their review card: others on the same PC
 * or game account (counting only the blacklisted ones when there are any) and their watchlist
 * tags, each a link to the file (docs/decisions/2026-12-05-header-search-and-review-signals.md);
 * `withRecord`, then their account's age, stay in the guild, rejections and appeals.
 */
export function MemberSignalBadges({
  signal,
  withRecord = false,
}: {
  signal: MemberSignal | undefined;
  withRecord?: boolean;
}) {
  if (!signal) return null;
  const file = memberFilePath(signal.discordId);
  const shared = (
    [
      ['PC', signal.pc],
      ['conta do jogo', signal.account],
    ] as const
  ).flatMap(([what, { members, blacklisted }]) =>
    blacklisted > 0 || members > 0
      ? [{ what, blacklisted: blacklisted > 0, count: blacklisted > 0 ? blacklisted : members }]
      : [],
  );
  if (!withRecord && shared.length === 0 && signal.watch.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-1.5">
      {shared.map(({ what, blacklisted, count }) => (
        <Link
          key={what}
          to={`${file}#compartilham`}
          className={cn(
            badgeVariants({ variant: blacklisted ? 'destructive' : 'warning' }),
            badgeLink,
          )}
        >
          Compartilha {what} com {others(count, blacklisted)}
        </Link>
      ))}
      {signal.watch.map((tag) => (
        <Link
          key={tag.id}
          to={file}
          className={cn(badgeVariants({ variant: 'outline' }), badgeLink)}
          style={{ backgroundColor: `${tag.color}1f`, borderColor: `${tag.color}80` }}
        >
          <Eye aria-hidden="true" style={{ color: tag.color }} />
          Em observação: {tag.name}
        </Link>
      ))}
      {withRecord ? <MemberRecordBadges signal={signal} /> : null}
    </div>
  );
}
