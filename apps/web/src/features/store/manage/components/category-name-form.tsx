import { createStoreCategoryBodySchema, storeLimits } from '@panel/contract/api/store';
import { InlineTextForm, type InlineTextFormProps } from '@/components/inline-text-form';

type CategoryNameFormProps = Omit<InlineTextFormProps, 'initialValue' | 'maxLength' | 'check'> & {
  initialName?: string;
};

function checkName(name: string) {
  const parsed = createStoreCategoryBodySchema.shape.name.safeParse(name);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Nome inválido.' };
}

/** A category's name, checked as the server checks it. */
export function CategoryNameForm({ initialName, ...props }: CategoryNameFormProps) {
  return (
    <InlineTextForm
      {...props}
      initialValue={initialName}
      maxLength={storeLimits.categoryNameMax}
      check={checkName}
    />
  );
}
