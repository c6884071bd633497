import { storeLimits } from '@panel/contract/api/store';
import { FormField } from '@/components/form-field';
import { NumberInput } from '@/components/ui/number-input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ProductFieldsProps } from '../use-product-draft';
import { ProductRoleField } from './product-role-field';

interface SwitchRowProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function SwitchRow({ id, label, hint, checked, disabled, onChange }: SwitchRowProps) {
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Featured and hidden, stock, the limit per member and the role needed to redeem. */
export function ProductRulesFields({ values, errors, disabled, onChange }: ProductFieldsProps) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchRow
          id="product-featured"
          label="Destaque"
          hint="Mostra o selo Destaque no card."
          checked={values.featured}
          disabled={disabled}
          onChange={(checked) => onChange('featured', checked)}
        />
        <SwitchRow
          id="product-hidden"
          label="Oculto"
          hint="Fora da loja até ser mostrado."
          checked={values.hidden}
          disabled={disabled}
          onChange={(checked) => onChange('hidden', checked)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="product-stock" label="Estoque" required error={errors.stock}>
          {(a11y) => (
            <div className="flex items-center gap-3">
              <NumberInput
                {...a11y}
                min={0}
                max={storeLimits.stockMax}
                value={values.unlimitedStock ? '' : values.stock}
                placeholder={values.unlimitedStock ? 'Ilimitado' : undefined}
                disabled={disabled || values.unlimitedStock}
                onChange={(event) => onChange('stock', event.target.value)}
                className="min-w-0 flex-1"
              />
              <div className="flex shrink-0 items-center gap-2">
                <Switch
                  id="product-unlimitedStock"
                  checked={values.unlimitedStock}
                  disabled={disabled}
                  onCheckedChange={(checked) => onChange('unlimitedStock', checked)}
                />
                <Label htmlFor="product-unlimitedStock" className="font-normal">
                  Ilimitado
                </Label>
              </div>
            </div>
          )}
        </FormField>
        <FormField
          id="product-perMemberLimit"
          label="Limite por membro"
          hint="Em branco, sem limite."
          error={errors.perMemberLimit}
        >
          {(a11y) => (
            <NumberInput
              {...a11y}
              min={1}
              max={storeLimits.perMemberLimitMax}
              value={values.perMemberLimit}
              disabled={disabled}
              onChange={(event) => onChange('perMemberLimit', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <ProductRoleField
        id="product-requiredRoleId"
        label="Cargo exigido"
        hint="O cargo do Discord que o membro precisa ter para resgatar. Sem cargo, qualquer membro."
        value={values.requiredRoleId}
        error={errors.requiredRoleId}
        disabled={disabled}
        onChange={(value) => onChange('requiredRoleId', value)}
      />
    </>
  );
}
