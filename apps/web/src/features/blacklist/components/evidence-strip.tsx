import { FileX, Film } from 'lucide-react';
import type { BlacklistEvidence } from '@panel/contract/api/blacklist';
import { cn } from '@/lib/cn';
import { isVideo } from './evidence-media';

/** How many files a card shows as thumbnails; the rest are counted on the last tile. */
export const stripSize = 4;

interface EvidenceStripProps {
  evidences: readonly BlacklistEvidence[];
  /** Opens the viewer at this file. */
  onOpen: (index: number) => void;
}

const tileClass =
  'relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-muted-foreground outline-none hover:ring-2 hover:ring-ring/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:size-14';

/**
 * The entry's first files as small images, each opening the viewer on itself. The files come
 * from the permission-checked evidence route; they load only when the card scrolls into view.
 */
export function EvidenceStrip({ evidences, onOpen }: EvidenceStripProps) {
  if (evidences.length === 0) return null;
  const shown = evidences.slice(0, stripSize);
  const rest = evidences.length - shown.length;
  return (
    <ul aria-label="Evidências" className="flex flex-wrap gap-2">
      {shown.map((evidence, index) => (
        <li key={evidence.id}>
          <button
            type="button"
            className={tileClass}
            aria-label={`Abrir evidência ${index + 1} de ${evidences.length}: ${evidence.fileName}`}
            title={evidence.fileName}
            onClick={() => onOpen(index)}
          >
            <Thumbnail evidence={evidence} />
          </button>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <button
            type="button"
            className={cn(tileClass, 'text-sm font-medium')}
            aria-label={`Ver mais ${rest} ${rest === 1 ? 'evidência' : 'evidências'}`}
            onClick={() => onOpen(stripSize)}
          >
            +{rest}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function Thumbnail({ evidence }: { evidence: BlacklistEvidence }) {
  // A purged file is gone from storage; a video has no still to show.
  if (!evidence.available) return <FileX aria-hidden="true" className="size-5" />;
  if (isVideo(evidence)) return <Film aria-hidden="true" className="size-5" />;
  return (
    <img
      src={evidence.url}
      alt=""
      loading="lazy"
      decoding="async"
      width={56}
      height={56}
      className="size-full object-cover"
    />
  );
}
