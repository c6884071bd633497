import { Plus } from 'lucide-react';
import { useEffect, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useCreateBlacklist } from '../api/create-blacklist';
import type { EntryFields } from '../entry-form';
import { useEntryDraft } from '../use-entry-draft';
import { AddEntryForm } from './add-entry-form';

/** A file dropped beside the drop zone would make the browser open it and lose the form. */
function refuseStrayDrop(event: DragEvent) {
  if (event.isDefaultPrevented()) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'none';
}

interface AddEntrySheetProps {
  /**
   * A player's Discord id to add, from a link elsewhere (the member's file: `?adicionar=`): the
   * sheet opens with the form started over on that player; `onPrefilled` then forgets the link.
   */
  prefill?: string | null;
  onPrefilled?: () => void;
}

/** "Adicionar": the form in a side sheet. On success it closes and the form starts over. */
export function AddEntrySheet({ prefill = null, onPrefilled }: AddEntrySheetProps) {
  const [open, setOpen] = useState(false);
  const draft = useEntryDraft();
  const create = useCreateBlacklist();
  const { reset, pickTarget } = draft;

  // Each link opens the form once, started over on its player (state adjusted while rendering,
  // not in an effect: the sheet shows open in the same paint).
  const [linked, setLinked] = useState<string | null>(null);
  if (prefill !== linked) {
    setLinked(prefill);
    if (prefill) {
      reset();
      // The member picker resolves a pasted id to the member when the server knows them.
      pickTarget({ text: prefill, member: null });
      setOpen(true);
    }
  }
  // The link is used: the address forgets it, so a reload does not open the form again.
  useEffect(() => {
    if (prefill) onPrefilled?.();
  }, [prefill, onPrefilled]);

  async function add(fields: EntryFields, files: File[]) {
    await create.mutateAsync({ fields, files });
    draft.reset();
    setOpen(false);
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Adicionar
        </Button>
      </SheetTrigger>
      <SheetContent
        // The form lays out its own padding: its fields scroll above buttons that stay in view.
        className="w-full gap-0 p-0 sm:max-w-md"
        onDragOver={refuseStrayDrop}
        onDrop={refuseStrayDrop}
      >
        <SheetHeader className="border-b p-4 pr-12">
          <SheetTitle>Adicionar à Blacklist</SheetTitle>
          <SheetDescription>
            Um jogador ou servidor do Discord, o motivo e as imagens que o comprovam.
          </SheetDescription>
        </SheetHeader>
        <AddEntryForm
          draft={draft}
          pending={create.isPending}
          progress={create.progress}
          onSubmit={add}
        />
      </SheetContent>
    </Sheet>
  );
}
