import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { entryName } from '../entry-name';
import { formatFileSize } from '@/lib/format-file-size';
import { EvidenceActions, EvidenceMedia } from './evidence-media';

/** The entry whose evidence is shown, and the file it opens on. */
export interface EvidenceViewing {
  entry: BlacklistEntry;
  start: number;
}

interface EvidenceViewerProps {
  /** Null when closed. */
  viewing: EvidenceViewing | null;
  onClose: () => void;
}

/** The entry's files one at a time: previous/next wrap around; arrow keys too, Escape closes. */
export function EvidenceViewer({ viewing, onClose }: EvidenceViewerProps) {
  return (
    <Dialog open={viewing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {viewing ? (
        <ViewerContent
          key={`${viewing.entry.id}-${viewing.start}`}
          entry={viewing.entry}
          start={viewing.start}
        />
      ) : null}
    </Dialog>
  );
}

function ViewerContent({ entry, start }: EvidenceViewing) {
  const [index, setIndex] = useState(start);
  const [actualSize, setActualSize] = useState(false);
  const { evidences } = entry;
  const total = evidences.length;
  const position = total > 0 ? Math.min(index, total - 1) : 0;
  const current = evidences[position];

  function go(step: number) {
    if (total === 0) return;
    setIndex((position + step + total) % total);
    setActualSize(false);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // In the zoomed image the arrows scroll it.
    if (event.target instanceof HTMLElement && event.target.dataset.zoomed !== undefined) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  }

  return (
    <DialogContent className="max-w-4xl gap-3 p-4 sm:p-6" onKeyDown={handleKeyDown}>
      <DialogHeader className="pr-8">
        <DialogTitle className="leading-snug wrap-anywhere">
          Evidências de {entryName(entry)}
        </DialogTitle>
        <DialogDescription aria-live="polite">
          {total > 0 ? `${position + 1} de ${total}` : 'Nenhuma evidência'}
        </DialogDescription>
      </DialogHeader>
      {current ? (
        <>
          <div
            // Zoomed, the image scrolls; the keyboard reaches it to scroll too.
            {...(actualSize
              ? {
                  tabIndex: 0,
                  role: 'region',
                  'aria-label': 'Imagem em tamanho real',
                  'data-zoomed': '',
                }
              : {})}
            className={cn(
              'overflow-auto rounded-lg border bg-muted/40 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              actualSize ? 'max-h-[65svh]' : 'flex items-center justify-center',
            )}
          >
            <EvidenceMedia
              evidence={current}
              actualSize={actualSize}
              onToggleSize={() => setActualSize((value) => !value)}
            />
          </div>
          <p className="text-xs text-muted-foreground wrap-anywhere">
            {current.fileName} · {formatFileSize(current.size)}
            {current.width > 0 ? ` · ${current.width}×${current.height}` : ''}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label="Evidência anterior"
                disabled={total <= 1}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" />
                <span className="hidden sm:inline">Anterior</span>
              </Button>
              <span className="min-w-14 text-center text-sm tabular-nums" aria-hidden="true">
                {position + 1} de {total}
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label="Próxima evidência"
                disabled={total <= 1}
                onClick={() => go(1)}
              >
                <span className="hidden sm:inline">Próxima</span>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <EvidenceActions
              evidence={current}
              actualSize={actualSize}
              onToggleSize={() => setActualSize((value) => !value)}
            />
          </div>
        </>
      ) : null}
    </DialogContent>
  );
}
