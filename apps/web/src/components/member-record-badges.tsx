import { newAccountDays } from '@panel/contract/api/application-values';
import type { MemberSignal } from '@panel/contract/api/members';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { formatTimeAgo } from '@/lib/time-ago';
import { useNow } from '@/lib/use-now';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function guildText(joinedGuildAt: string | null, now: number): string {
  if (joinedGuildAt === null) return 'Fora do servidor';
  const ago = formatTimeAgo(joinedGuildAt, now);
  return ago === 'hoje' ? 'Entrou no servidor hoje' : `No servidor ${ago}`;
}

/**
 * What the member's record says before their answers, on a review card: how old their Discord
 * account is (a warning under `newAccountDays`), since when they are in the guild, and their
 * earlier rejections (a warning) and appeals, those two only when there are any
 * (docs/decisions/2026-12-05-header-search-and-review-signals.md).
 */
export function MemberRecordBadges({ signal }: { signal: MemberSignal }) {
  const now = useNow(hourMs);
  const { accountCreatedAt, joinedGuildAt, rejections, appeals } = signal;
  const newAccount = now - Date.parse(accountCreatedAt) < newAccountDays * dayMs;
  return (
    <>
      <Badge
        variant={newAccount ? 'warning' : 'outline'}
        title={`Conta do Discord criada em ${formatDate(accountCreatedAt)}`}
      >
        Conta criada {formatTimeAgo(accountCreatedAt, now)}
        {newAccount ? <span className="sr-only">: conta nova</span> : null}
      </Badge>
      <Badge
        variant="outline"
        title={joinedGuildAt ? `Entrou em ${formatDate(joinedGuildAt)}` : undefined}
      >
        {guildText(joinedGuildAt, now)}
      </Badge>
      {rejections > 0 ? (
        <Badge variant="warning" title="Pedidos reprovados ou whitelists revogadas até agora">
          {counted(rejections, 'reprovação', 'reprovações')}
        </Badge>
      ) : null}
      {appeals > 0 ? (
        <Badge variant="outline" title="Apelações enviadas até agora">
          {counted(appeals, 'apelação', 'apelações')}
        </Badge>
      ) : null}
    </>
  );
}
