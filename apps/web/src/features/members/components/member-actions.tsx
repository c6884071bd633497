import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { MemberFile } from '@panel/contract/api/members';
import { canAccess } from '@panel/contract/routes';
import { OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { useCurrentUser } from '@/lib/current-user';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { availableMemberActions } from '../member-actions';

// The menu's Radix code and the actions' forms load once someone uses the page; meanwhile a
// button of the same look opens the menu once its code is there.
const actionsMenu = preloadableLazy(
  async () => (await import('./member-actions-menu')).MemberActionsMenu,
);

function Placeholder({ onOpen }: { onOpen: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      // Radix opens a menu on pointerdown: if its code lands between this press's pointerdown
      // and click, the click reaches a trigger that waits for a pointerdown.
      onPointerDown={onOpen}
      onClick={onOpen}
    >
      Ações
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}

/** "Ações" on the member's file: what this staff member may do to the member, in a menu. */
export function MemberActions({ file }: { file: MemberFile }) {
  const { user } = useCurrentUser();
  const used = useAfterFirstUse();
  const [open, setOpen] = useState(false);
  const actions = availableMemberActions(file, (access) =>
    canAccess(access, user?.permissions ?? null),
  );
  if (actions.length === 0) return null;
  return (
    <OnDemand
      part={actionsMenu}
      load={used || open}
      placeholder={<Placeholder onOpen={() => setOpen(true)} />}
      props={{ file, actions, defaultOpen: open }}
    />
  );
}
