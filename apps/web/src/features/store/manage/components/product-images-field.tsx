import { ImageUp, Link2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { productImageRequired, storeImageRefSchema, storeLimits } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { imageAccept } from '@/lib/image-files';
import { tooManyImages, type useImageUploads } from '../use-image-uploads';
import type { ProductFieldsProps } from '../use-product-draft';
import { ProductImageList } from './product-image-list';

type ImagesFieldProps = ProductFieldsProps & { uploads: ReturnType<typeof useImageUploads> };

/**
 * "Imagens": files sent to the panel as they are picked, or https addresses. The first is the
 * card's image ("Principal"). Required except for an in-game product. `product-images` is the
 * upload button's id, for focusing it.
 */
export function ProductImagesField({
  values,
  errors,
  disabled,
  onChange,
  uploads,
}: ImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const { images } = values;
  const full = images.length + uploads.pending.length >= storeLimits.imagesMax;

  function addUrl() {
    const parsed = storeImageRefSchema.safeParse(url);
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message ?? 'Endereço inválido.');
      return;
    }
    if (full) {
      setUrlError(tooManyImages);
      return;
    }
    if (images.includes(parsed.data)) {
      setUrlError('Esta imagem já está na lista.');
      return;
    }
    onChange('images', [...images, parsed.data]);
    setUrl('');
  }

  function urlKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addUrl();
  }

  const described = ['product-images-hint', errors.images ? 'product-images-error' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div role="group" aria-labelledby="product-images-label" className="grid gap-2">
      <span id="product-images-label" className="flex items-center gap-1 text-sm font-medium">
        Imagens
        {productImageRequired(values.delivery) ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-muted-foreground">(opcional)</span>
        )}
      </span>
      <p id="product-images-hint" className="text-xs text-muted-foreground">
        A primeira é a principal, a do card na loja. PNG, JPEG, GIF ou WEBP de até 10MB, ou um
        endereço https://. Até {storeLimits.imagesMax} imagens.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={imageAccept}
        tabIndex={-1}
        aria-label="Arquivos de imagem"
        data-testid="product-images-input"
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          uploads.add(Array.from(event.target.files ?? []));
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          ref={uploadButton}
          id="product-images"
          type="button"
          variant="outline"
          disabled={disabled || full}
          aria-describedby={described}
          aria-invalid={errors.images ? true : undefined}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          Enviar imagens
        </Button>
        <div className="flex min-w-0 flex-1 gap-2">
          <Input
            aria-label="Endereço da imagem"
            type="url"
            inputMode="url"
            placeholder="https://..."
            autoComplete="off"
            value={url}
            disabled={disabled}
            maxLength={storeLimits.urlMax}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? 'product-image-url-error' : undefined}
            onKeyDown={urlKeyDown}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlError(null);
            }}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={disabled || !url.trim()}
            onClick={addUrl}
          >
            <Link2 aria-hidden="true" />
            Adicionar
          </Button>
        </div>
      </div>
      {urlError ? (
        <p id="product-image-url-error" className="text-xs text-destructive">
          {urlError}
        </p>
      ) : null}
      {uploads.refusals.length > 0 ? (
        <ul role="alert" className="grid gap-1 text-xs text-destructive">
          {uploads.refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {errors.images ? (
        <p id="product-images-error" className="text-xs text-destructive">
          {errors.images}
        </p>
      ) : null}
      <ProductImageList
        images={images}
        pending={uploads.pending}
        disabled={disabled}
        onChange={(next) => {
          onChange('images', next);
          // A removed image's buttons are gone; keep the keyboard in the field.
          if (next.length < images.length) uploadButton.current?.focus();
        }}
      />
    </div>
  );
}
