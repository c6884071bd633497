import { Eye } from 'lucide-react';
import type { PresenceArea } from '@panel/contract/api/events';
import { useCurrentUser } from '@/lib/current-user';
import { usePresenceViewers } from '@/lib/live-updates';

/** "Bruno Lima está vendo esta solicitação": the other staff who have this entry open. */
export function PresenceLine({ area, entryId }: { area: PresenceArea; entryId: string }) {
  const { user } = useCurrentUser();
  const others = usePresenceViewers(area, entryId).filter((viewer) => viewer.id !== user?.id);
  const [first, second, ...rest] = others;
  if (!first) return null;
  const names = !second
    ? `${first.name} está`
    : rest.length === 0
      ? `${first.name} e ${second.name} estão`
      : `${first.name} e mais ${rest.length + 1} estão`;
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs font-medium text-primary">
      <Eye aria-hidden="true" className="size-3.5 shrink-0" />
      {names} vendo esta solicitação
    </p>
  );
}
