import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Below the fold: let the browser wait until it is about to show. */
  lazy?: boolean;
}

/** A product's picture in a box of fixed shape, or a placeholder when there is none to show. */
export function ProductImage({ src, alt, className, lazy = false }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn('aspect-video w-full overflow-hidden rounded-lg bg-muted', className);
  if (!src || failed === src) {
    return (
      <div role="img" aria-label={alt} className={cn(frame, 'flex items-center justify-center')}>
        <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(frame, 'object-cover')}
    />
  );
}
