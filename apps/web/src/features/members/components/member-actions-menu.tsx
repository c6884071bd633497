import {
  ChevronDown,
  Coins,
  MessageSquareText,
  ShieldBan,
  ShieldOff,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MemberFile } from '@panel/contract/api/members';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { memberActionLabels, type MemberActionId } from '../member-actions';
import { MemberActionDialog, type DialogActionId } from './member-action-dialog';

const icons: Record<MemberActionId, LucideIcon> = {
  message: MessageSquareText,
  ticket: Ticket,
  points: Coins,
  blacklist: ShieldBan,
  revoke: ShieldOff,
};

interface MemberActionsMenuProps {
  file: MemberFile;
  actions: MemberActionId[];
  /** Drawn open, when its placeholder was pressed before the code was there. */
  defaultOpen: boolean;
}

/**
 * The file's actions: each opens its form in a dialog, except the blacklist, whose form (with
 * its evidence) lives on the blacklist page and opens there on this member.
 */
export function MemberActionsMenu({ file, actions, defaultOpen }: MemberActionsMenuProps) {
  const [dialog, setDialog] = useState<DialogActionId | null>(null);
  const [shown, setShown] = useState<DialogActionId | null>(null);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="sm">
            Ações
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {actions.map((id) => {
            const Icon = icons[id];
            const destructive = id === 'blacklist' || id === 'revoke';
            if (id === 'blacklist') {
              return (
                <DropdownMenuItem key={id} asChild variant="destructive">
                  <Link to={`/blacklist?adicionar=${file.id}`}>
                    <Icon aria-hidden="true" />
                    {memberActionLabels[id]}
                  </Link>
                </DropdownMenuItem>
              );
            }
            return (
              <DropdownMenuItem
                key={id}
                variant={destructive ? 'destructive' : 'default'}
                onSelect={() => {
                  setShown(id);
                  setDialog(id);
                }}
              >
                <Icon aria-hidden="true" />
                {memberActionLabels[id]}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      {shown ? (
        <MemberActionDialog
          action={shown}
          file={file}
          open={dialog !== null}
          onOpenChange={(open) => setDialog(open ? shown : null)}
        />
      ) : null}
    </>
  );
}
