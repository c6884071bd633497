import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format-file-size';
import type { PickedEvidence } from '../use-evidence-files';

interface EvidenceThumbnailsProps {
  items: readonly PickedEvidence[];
  disabled: boolean;
  onRemove: (key: string) => void;
}

/** The files picked so far, each with its thumbnail and a button to drop it before sending. */
export function EvidenceThumbnails({ items, disabled, onRemove }: EvidenceThumbnailsProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Evidências selecionadas" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map(({ key, file, previewUrl }) => (
        <li key={key} className="relative grid gap-1 rounded-lg border bg-card p-1.5">
          <img
            src={previewUrl}
            alt={file.name}
            className="aspect-square w-full rounded-md bg-muted object-cover"
          />
          <div className="min-w-0 px-0.5 text-xs">
            <p className="truncate font-medium" title={file.name}>
              {file.name}
            </p>
            <p className="text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button
            type="button"
            variant="secondary"
            size="icon-sm"
            className="absolute top-2 right-2 size-7 rounded-full shadow-sm"
            aria-label={`Remover ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(key)}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
