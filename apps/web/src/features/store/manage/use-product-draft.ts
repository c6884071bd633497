import type { StoreProductAdmin } from '@panel/contract/api/store';
import { useCallback, useState } from 'react';
import {
  emptyProductForm,
  productFormValues,
  type ProductField,
  type ProductFieldErrors,
  type ProductFormValues,
} from './product-form';

/** The error a change of this input clears: the "Ilimitado" switch belongs to the stock. */
function errorFieldOf(key: keyof ProductFormValues): ProductField {
  return key === 'unlimitedStock' ? 'stock' : key;
}

/** What is typed in the product sheet, from the product (or blank), and the refusals shown. */
export function useProductDraft(product: StoreProductAdmin | null) {
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productFormValues(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<ProductFieldErrors>({});

  const change = useCallback(
    <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [errorFieldOf(key)]: _dropped, ...rest }) => rest);
    },
    [],
  );

  const addImage = useCallback((url: string) => {
    setValues((current) => ({ ...current, images: [...current.images, url] }));
    setErrors(({ images: _dropped, ...rest }) => rest);
  }, []);

  return { values, errors, setErrors, change, addImage };
}

export type ProductDraft = ReturnType<typeof useProductDraft>;
export type ChangeProductField = ProductDraft['change'];

/** What each group of fields of the sheet takes. */
export interface ProductFieldsProps {
  values: ProductFormValues;
  errors: ProductFieldErrors;
  disabled: boolean;
  onChange: ChangeProductField;
}
