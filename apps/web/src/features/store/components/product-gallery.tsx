import { useState } from 'react';
import { cn } from '@/lib/cn';
import { ProductImage } from './product-image';

/** The product's pictures: a large one and, with more than one, thumbnails that pick it. */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(images.length - 1, 0));
  const many = images.length > 1;
  return (
    <div className="grid gap-3">
      <ProductImage
        src={images[current]}
        alt={many ? `${name}, imagem ${current + 1} de ${images.length}` : name}
        className="rounded-xl border"
      />
      {many ? (
        <ul aria-label="Imagens do produto" className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={`${index}-${image}`}>
              <button
                type="button"
                aria-label={`Mostrar imagem ${index + 1} de ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setSelected(index)}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 border-transparent opacity-70 transition outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  index === current && 'border-primary opacity-100',
                )}
              >
                <ProductImage src={image} alt="" lazy className="rounded-md" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
