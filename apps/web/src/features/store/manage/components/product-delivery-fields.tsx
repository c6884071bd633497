import {
  storeCodeValidDays,
  storeDeliveries,
  storeDeliveryLabels,
  type StoreDelivery,
} from '@panel/contract/api/store';
import { creatableTokenTypes, tokenTypeLabels } from '@panel/contract/api/tokens';
import { EnumSelect } from '@/components/enum-select';
import { RadioTiles } from '@/components/radio-tiles';
import type { ProductFieldsProps } from '../use-product-draft';
import { ProductGameFields } from './product-game-fields';
import { ProductRoleField } from './product-role-field';

const deliveryDescriptions: Record<StoreDelivery, string> = {
  role: 'O bot dá o cargo assim que a compra é feita.',
  code: `O membro recebe um código de uso único, válido por ${storeCodeValidDays} dias.`,
  manual: 'A equipe entrega e marca a compra como entregue.',
  game: 'O servidor de jogo executa comandos quando o comprador estiver online.',
};

/** How a purchase is delivered, and the role to give or the kind of code to generate. */
export function ProductDeliveryFields({ values, errors, disabled, onChange }: ProductFieldsProps) {
  return (
    <>
      <RadioTiles
        legend="Entrega"
        name="product-delivery"
        options={storeDeliveries}
        labels={storeDeliveryLabels}
        descriptions={deliveryDescriptions}
        value={values.delivery}
        disabled={disabled}
        error={errors.delivery}
        onChange={(delivery) => onChange('delivery', delivery)}
        columns="grid-cols-1 sm:grid-cols-2"
      />
      {values.delivery === 'role' ? (
        <ProductRoleField
          id="product-deliveryRoleId"
          label="Cargo entregue"
          required
          hint="O cargo do Discord que o bot dá a quem resgatar."
          value={values.deliveryRoleId}
          error={errors.deliveryRoleId}
          disabled={disabled}
          onChange={(value) => onChange('deliveryRoleId', value)}
        />
      ) : null}
      {values.delivery === 'code' ? (
        <EnumSelect
          id="product-codeType"
          label="Tipo do código"
          required
          values={creatableTokenTypes}
          labels={tokenTypeLabels}
          placeholder="Escolha o tipo"
          value={values.codeType}
          onChange={(codeType) => onChange('codeType', codeType)}
          invalid={Boolean(errors.codeType)}
          describedBy={errors.codeType ? 'product-codeType-error' : undefined}
        >
          {errors.codeType ? (
            <p id="product-codeType-error" className="text-xs text-destructive">
              {errors.codeType}
            </p>
          ) : null}
        </EnumSelect>
      ) : null}
      {values.delivery === 'game' ? (
        <ProductGameFields
          values={values}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
        />
      ) : null}
    </>
  );
}
