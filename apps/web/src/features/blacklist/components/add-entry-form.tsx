import { Plus } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { UploadProgress } from '@/components/upload-progress';
import { Button } from '@/components/ui/button';
import { SheetClose } from '@/components/ui/sheet';
import {
  checkEntryForm,
  entryFieldOrder,
  type EntryField,
  type EntryFieldErrors,
  type EntryFields,
} from '../entry-form';
import { serverFieldErrors, type EntryDraft } from '../use-entry-draft';
import { EntryTextFields } from './entry-text-fields';
import { EntryTypeField } from './entry-type-field';
import { EvidencePicker } from './evidence-picker';

interface AddEntryFormProps {
  draft: EntryDraft;
  pending: boolean;
  /** Share of the request sent while it is in flight. */
  progress: number | null;
  /** Resolves once added; rejects with the server's refusal. */
  onSubmit: (fields: EntryFields, files: File[]) => Promise<void>;
}

export function AddEntryForm({ draft, pending, progress, onSubmit }: AddEntryFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, change, evidence } = draft;

  // The first refused field takes the focus once it can: fields are disabled while sending.
  const focusNext = useRef<EntryField | null>(null);
  useEffect(() => {
    if (pending || !focusNext.current) return;
    form.current?.querySelector<HTMLElement>(`#blacklist-${focusNext.current}`)?.focus();
    focusNext.current = null;
  });

  function showErrors(next: EntryFieldErrors) {
    draft.setErrors(next);
    focusNext.current = entryFieldOrder.find((field) => next[field]) ?? null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const check = checkEntryForm(values, new Date());
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    try {
      await onSubmit(
        check.fields,
        evidence.items.map((item) => item.file),
      );
    } catch (error) {
      showErrors(serverFieldErrors(error));
    }
  }

  return (
    <form
      ref={form}
      noValidate
      aria-label="Adicionar à blacklist"
      onSubmit={(event) => void submit(event)}
      className="flex min-h-0 flex-1 flex-col"
    >
      {/* The fields scroll; the buttons below stay in view, however many images are picked. */}
      <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto p-4">
        <EntryTypeField
          value={values.type}
          disabled={pending}
          onChange={(type) => change('type', type)}
        />
        <EntryTextFields
          values={values}
          errors={errors}
          disabled={pending}
          onChange={change}
          onPickTarget={draft.pickTarget}
          onResolveGuild={draft.resolveGuild}
        />
        <EvidencePicker
          id="blacklist-evidences"
          items={evidence.items}
          refusals={evidence.refusals}
          error={errors.evidences}
          disabled={pending}
          onAdd={draft.addFiles}
          onRemove={evidence.remove}
        />
      </div>
      <div className="grid gap-3 border-t bg-background p-4">
        {pending ? <UploadProgress value={progress ?? 0} label="Envio da entrada" /> : null}
        <div className="flex gap-2 sm:justify-end">
          <SheetClose asChild>
            <Button type="button" variant="outline" className="flex-1 sm:flex-none">
              Cancelar
            </Button>
          </SheetClose>
          <Button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className="flex-1 sm:flex-none"
          >
            <Plus aria-hidden="true" />
            {pending ? 'Adicionando...' : 'Adicionar'}
          </Button>
        </div>
      </div>
    </form>
  );
}
