import { Download, FileX, Maximize2, Minimize2 } from 'lucide-react';
import type { BlacklistEvidence } from '@panel/contract/api/blacklist';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { Button } from '@/components/ui/button';
import { endpointUrl } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export function isVideo(evidence: BlacklistEvidence): boolean {
  return evidence.mimeType.startsWith('video/');
}

interface EvidenceMediaProps {
  evidence: BlacklistEvidence;
  /** Shown at its own size (scrolled) rather than fitted into the viewer. */
  actualSize: boolean;
  onToggleSize: () => void;
}

/** One evidence file: the image (click to zoom), a video player, or a purged file's notice. */
export function EvidenceMedia({ evidence, actualSize, onToggleSize }: EvidenceMediaProps) {
  if (!evidence.available) {
    return (
      <div className="flex min-h-48 flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
        <FileX aria-hidden="true" className="size-8" />
        <p>O arquivo {evidence.fileName} foi apagado pela equipe.</p>
      </div>
    );
  }
  if (isVideo(evidence)) {
    return (
      <video
        key={evidence.id}
        src={evidence.url}
        controls
        preload="metadata"
        aria-label={evidence.fileName}
        className="max-h-[60svh] w-full bg-black"
      />
    );
  }
  return (
    <img
      key={evidence.id}
      src={evidence.url}
      alt={evidence.fileName}
      width={evidence.width || undefined}
      height={evidence.height || undefined}
      onClick={onToggleSize}
      className={cn(
        'block',
        actualSize
          ? 'max-w-none cursor-zoom-out'
          : 'mx-auto h-auto max-h-[60svh] w-auto max-w-full cursor-zoom-in object-contain',
      )}
    />
  );
}

/** Zoom (images) and download, for a file that is still stored. */
export function EvidenceActions({ evidence, actualSize, onToggleSize }: EvidenceMediaProps) {
  if (!evidence.available) return null;
  const download = endpointUrl(blacklistEndpoints.blacklistEvidence, {
    params: { evidenceId: evidence.id },
    query: { download: '1' },
  });
  return (
    <div className="flex items-center gap-2">
      {isVideo(evidence) ? null : (
        <Button variant="ghost" size="sm" onClick={onToggleSize}>
          {actualSize ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          {actualSize ? 'Ajustar à tela' : 'Tamanho real'}
        </Button>
      )}
      <Button asChild variant="ghost" size="sm">
        <a href={download} download={evidence.fileName}>
          <Download aria-hidden="true" />
          Baixar
        </a>
      </Button>
    </div>
  );
}
