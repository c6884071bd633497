import { Save } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { StoreProductAdmin } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';
import { SheetClose } from '@/components/ui/sheet';
import { isApiError } from '@/lib/api-error';
import { useSaveProduct } from '../api/save-product';
import {
  changedProductFields,
  checkProductForm,
  productErrorsFromIssues,
  productFieldOrder,
  type ProductField,
  type ProductFieldErrors,
} from '../product-form';
import { useImageUploads } from '../use-image-uploads';
import { useProductDraft } from '../use-product-draft';
import { ProductDeliveryFields } from './product-delivery-fields';
import { ProductFeaturesField } from './product-features-field';
import { ProductImagesField } from './product-images-field';
import { ProductRulesFields } from './product-rules-fields';
import { ProductTextFields } from './product-text-fields';

/** The control of a field, for focusing the first refused one: by id, or a radio by name. */
function fieldControl(form: HTMLFormElement, field: ProductField): HTMLElement | null {
  return (
    form.querySelector<HTMLElement>(`#product-${field}`) ??
    form.querySelector<HTMLElement>(`[name="product-${field}"]`)
  );
}

interface ProductFormProps {
  /** The product to edit; null for a new one. */
  product: StoreProductAdmin | null;
  onDone: () => void;
}

/** Creates a product, or saves the fields of one that changed. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const draft = useProductDraft(product);
  const { values, errors, change } = draft;
  const save = useSaveProduct();
  const uploads = useImageUploads(values.images.length, draft.addImage);
  const uploading = uploads.pending.length > 0;
  const disabled = save.isPending;

  // The first refused field takes the focus once it can: fields are disabled while saving.
  const focusNext = useRef<ProductField | null>(null);
  useEffect(() => {
    if (disabled || !focusNext.current || !form.current) return;
    fieldControl(form.current, focusNext.current)?.focus();
    focusNext.current = null;
  });

  function showErrors(next: ProductFieldErrors) {
    draft.setErrors(next);
    focusNext.current = productFieldOrder.find((field) => next[field]) ?? null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || uploading) return;
    const check = checkProductForm(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    const onError = (error: Error) => {
      if (isApiError(error)) showErrors(productErrorsFromIssues(error.issues));
    };
    if (!product) {
      save.mutate({ id: null, body: check.fields }, { onSuccess: onDone, onError });
      return;
    }
    const body = changedProductFields(product, check.fields);
    if (Object.keys(body).length === 0) onDone();
    else save.mutate({ id: product.id, body }, { onSuccess: onDone, onError });
  }

  const fields = { values, errors, disabled, onChange: change };
  return (
    <form
      ref={form}
      noValidate
      aria-label={product ? `Editar ${product.name}` : 'Novo produto'}
      onSubmit={submit}
      className="grid gap-5"
    >
      <ProductTextFields {...fields} />
      <ProductRulesFields {...fields} />
      <ProductDeliveryFields {...fields} />
      <ProductFeaturesField {...fields} />
      <ProductImagesField {...fields} uploads={uploads} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <SheetClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </SheetClose>
        <Button type="submit" disabled={disabled || uploading} aria-busy={disabled}>
          <Save aria-hidden="true" />
          {disabled ? 'Salvando...' : product ? 'Salvar' : 'Criar produto'}
        </Button>
      </div>
    </form>
  );
}
