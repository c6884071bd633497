import { Plus } from 'lucide-react';
import { useState, type DragEvent } from 'react';
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

/** "Adicionar": the form in a side sheet. On success it closes and the form starts over. */
export function AddEntrySheet() {
  const [open, setOpen] = useState(false);
  const draft = useEntryDraft();
  const create = useCreateBlacklist();

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
