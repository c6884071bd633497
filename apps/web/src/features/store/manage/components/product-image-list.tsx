import { Star, X } from 'lucide-react';
import { UploadProgress } from '@/components/upload-progress';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PendingUpload } from '../use-image-uploads';

interface ProductImageListProps {
  images: string[];
  /** Files being sent, after the images. */
  pending: PendingUpload[];
  disabled: boolean;
  onChange: (images: string[]) => void;
}

/** The product's images in order, each removable or made the first; then the uploads. */
export function ProductImageList({ images, pending, disabled, onChange }: ProductImageListProps) {
  if (images.length === 0 && pending.length === 0) return null;
  return (
    <ol aria-label="Imagens do produto" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {images.map((src, index) => {
        const name = `imagem ${index + 1}`;
        return (
          <li key={src} className="relative grid gap-1.5 rounded-lg border bg-card p-1.5">
            <img
              src={src}
              alt={`Imagem ${index + 1}`}
              className="aspect-video w-full rounded-md bg-muted object-cover"
            />
            {index === 0 ? (
              <Badge className="mx-auto h-7">Principal</Badge>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="h-7 px-2 text-xs"
                aria-label={`Tornar a ${name} principal`}
                disabled={disabled}
                onClick={() => onChange([src, ...images.filter((_, at) => at !== index)])}
              >
                <Star aria-hidden="true" />
                Tornar principal
              </Button>
            )}
            <Button
              type="button"
              variant="secondary"
              size="icon-sm"
              className="absolute top-2.5 right-2.5 size-7 rounded-full shadow-sm"
              aria-label={`Remover a ${name}`}
              disabled={disabled}
              onClick={() => onChange(images.filter((_, at) => at !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
      {pending.map((upload) => (
        <li key={upload.key} className="grid gap-1.5 rounded-lg border bg-card p-1.5">
          <img
            src={upload.previewUrl}
            alt={upload.name}
            className="aspect-video w-full rounded-md bg-muted object-cover opacity-60"
          />
          <UploadProgress value={upload.progress} label={`Envio de ${upload.name}`} />
        </li>
      ))}
    </ol>
  );
}
