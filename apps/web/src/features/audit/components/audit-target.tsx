import { snowflakePattern } from '@panel/contract/constants';
import { ChannelName, MemberName, RoleName } from '@/components/discord-names';
import { useGuildCatalog } from '@/lib/guild-catalog';

/**
 * Whom or what an entry was about, by name, when its target is a Discord id: a role or a
 * channel of the catalog, else a member (their id on hover). Other targets (a form, a question)
 * are already named in the entry's text. Nothing when the target is who acted.
 */
export function AuditTarget({
  target,
  actorId,
}: {
  target: string | null;
  actorId: string | null;
}) {
  if (!target || target === actorId || !snowflakePattern.test(target)) return null;
  return (
    <span className="inline-flex min-w-0 items-baseline gap-1 text-sm">
      <span className="text-muted-foreground">Alvo:</span>
      <TargetName id={target} />
    </span>
  );
}

function TargetName({ id }: { id: string }) {
  const catalog = useGuildCatalog().data;
  if (catalog?.roles.some((role) => role.id === id)) return <RoleName id={id} />;
  if (catalog?.channels.some((channel) => channel.id === id)) return <ChannelName id={id} />;
  return <MemberName id={id} className="wrap-anywhere" />;
}
