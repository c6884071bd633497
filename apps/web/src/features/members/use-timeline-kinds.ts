import { useCallback } from 'react';
import { memberEventKinds, type MemberEventKind } from '@panel/contract/api/member-values';
import { setOrDelete, useUrlFilters } from '@/lib/use-url-filters';

interface TimelineFilter {
  /** In the contract's order, each once; empty means every kind. */
  kinds: MemberEventKind[];
}

/** `?tipos=ticket,blacklist`; an unknown kind in a stale link is dropped. */
export function parseTimelineKinds(params: URLSearchParams): TimelineFilter {
  const asked = new Set((params.get('tipos') ?? '').split(','));
  return { kinds: memberEventKinds.filter((kind) => asked.has(kind)) };
}

function writeTimelineKinds(params: URLSearchParams, { kinds }: TimelineFilter): void {
  setOrDelete(params, 'tipos', kinds.join(','));
}

export interface TimelineKinds {
  kinds: MemberEventKind[];
  /** Adds the kind to the filter, or takes it out. */
  toggle: (kind: MemberEventKind) => void;
  /** Every kind again ("Todos"). */
  clear: () => void;
}

/** The timeline's kinds, kept in the address so a reload or a shared link shows the same list. */
export function useTimelineKinds(): TimelineKinds {
  const [{ kinds }, update] = useUrlFilters(parseTimelineKinds, writeTimelineKinds);
  const toggle = useCallback(
    (kind: MemberEventKind) => {
      const next = kinds.includes(kind)
        ? kinds.filter((item) => item !== kind)
        : memberEventKinds.filter((item) => item === kind || kinds.includes(item));
      update({ kinds: next }, { replace: true });
    },
    [kinds, update],
  );
  const clear = useCallback(() => update({ kinds: [] }, { replace: true }), [update]);
  return { kinds, toggle, clear };
}
