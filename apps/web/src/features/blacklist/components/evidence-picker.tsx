import { ImageUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { maxFilesPerEntry } from '@panel/contract/constants';
import { cn } from '@/lib/cn';
import { imageAccept } from '@/lib/image-files';
import { evidenceHint } from '../evidence-files';
import type { PickedEvidence } from '../use-evidence-files';
import { EvidenceThumbnails } from './evidence-thumbnails';

interface EvidencePickerProps {
  id: string;
  items: readonly PickedEvidence[];
  /** The spec's messages for the files dropped at the last pick. */
  refusals: readonly string[];
  /** The server's refusal of the files. */
  error: string | undefined;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Evidence by file picker or drag and drop. The drop zone is a button that opens the picker,
 * so the keyboard reaches it; `id` is the button's, for focusing it on a refusal.
 */
export function EvidencePicker(props: EvidencePickerProps) {
  const { id, items, refusals, error, disabled, onAdd, onRemove } = props;
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const described = [
    `${id}-hint`,
    refusals.length > 0 ? `${id}-refusals` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  function dragOver(event: DragEvent) {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="flex items-center gap-2 text-sm leading-none font-medium">
        Evidências <span className="font-normal text-muted-foreground">(opcional)</span>
      </span>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        multiple
        accept={imageAccept}
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <button
        ref={zone}
        id={id}
        type="button"
        aria-labelledby={`${id}-label ${id}-action`}
        disabled={disabled}
        aria-describedby={described}
        onClick={() => input.current?.click()}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
          dragging && 'border-primary bg-primary/10',
          error && 'border-destructive',
        )}
      >
        <ImageUp aria-hidden="true" className="pointer-events-none size-6 text-muted-foreground" />
        <span id={`${id}-action`} className="pointer-events-none font-medium">
          Arraste imagens para cá ou clique para escolher
        </span>
        <span id={`${id}-hint`} className="pointer-events-none text-xs text-muted-foreground">
          {evidenceHint}. Até {maxFilesPerEntry} arquivos.
        </span>
      </button>
      {refusals.length > 0 ? (
        <ul id={`${id}-refusals`} role="alert" className="grid gap-1 text-xs text-destructive">
          {refusals.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      <EvidenceThumbnails
        items={items}
        disabled={disabled}
        onRemove={(key) => {
          onRemove(key);
          // The removed button is gone; keep the keyboard in the picker.
          zone.current?.focus();
        }}
      />
    </div>
  );
}
