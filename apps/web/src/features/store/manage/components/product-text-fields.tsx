import { storeLimits } from '@panel/contract/api/store';
import { EnumSelect } from '@/components/enum-select';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { Textarea } from '@/components/ui/textarea';
import { useStoreCategories } from '@/lib/store-categories';
import type { ProductFieldsProps } from '../use-product-draft';

type TextKey = 'name' | 'description' | 'longDescription' | 'price';

/** Name, descriptions, category and price; ids are `product-<field>`. */
export function ProductTextFields({ values, errors, disabled, onChange }: ProductFieldsProps) {
  const categories = useStoreCategories().data ?? [];
  const text = (key: TextKey) => ({
    value: values[key],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });

  return (
    <>
      <FormField id="product-name" label="Nome" required error={errors.name}>
        {(a11y) => (
          <Input {...a11y} {...text('name')} autoComplete="off" maxLength={storeLimits.nameMax} />
        )}
      </FormField>
      <FormField
        id="product-description"
        label="Descrição curta"
        required
        hint="Aparece no card do produto na loja."
        error={errors.description}
      >
        {(a11y) => (
          <Textarea
            {...a11y}
            {...text('description')}
            rows={2}
            maxLength={storeLimits.descriptionMax}
          />
        )}
      </FormField>
      <FormField
        id="product-longDescription"
        label="Descrição detalhada"
        hint="Aparece na página do produto."
        error={errors.longDescription}
      >
        {(a11y) => (
          <Textarea
            {...a11y}
            {...text('longDescription')}
            rows={5}
            maxLength={storeLimits.longDescriptionMax}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <EnumSelect
          id="product-categoryId"
          label="Categoria"
          required
          values={categories.map(({ id }) => id)}
          labels={Object.fromEntries(categories.map(({ id, name }) => [id, name]))}
          placeholder="Escolha a categoria"
          value={values.categoryId}
          onChange={(categoryId) => onChange('categoryId', categoryId)}
          invalid={Boolean(errors.categoryId)}
          describedBy={errors.categoryId ? 'product-categoryId-error' : undefined}
        >
          {errors.categoryId ? (
            <p id="product-categoryId-error" className="text-xs text-destructive">
              {errors.categoryId}
            </p>
          ) : null}
        </EnumSelect>
        <FormField id="product-price" label="Preço (pontos)" required error={errors.price}>
          {(a11y) => (
            <NumberInput {...a11y} {...text('price')} min={1} max={storeLimits.priceMax} />
          )}
        </FormField>
      </div>
    </>
  );
}
