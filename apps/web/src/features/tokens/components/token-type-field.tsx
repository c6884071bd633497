import { creatableTokenTypes, tokenTypeLabels } from '@panel/contract/api/tokens';
import { RadioTiles } from '@/components/radio-tiles';
import type { CreatableTokenType } from '../token-form';

/** What each kind does when redeemed (docs/decisions/2026-11-23-codes-and-redemption.md), so staff pick the right one. */
export const tokenTypeHelp: Record<CreatableTokenType, string> = {
  allowlist: 'Aprova a whitelist de quem resgatar, mesmo sem ter enviado o formulário.',
  skip: 'Aprova a solicitação de whitelist pendente de quem resgatar (é preciso já ter enviado a whitelist).',
  invite: 'Só dá o cargo do Discord informado abaixo, sem mexer na whitelist.',
};

interface TokenTypeFieldProps {
  value: CreatableTokenType;
  onChange: (type: CreatableTokenType) => void;
}

export function TokenTypeField({ value, onChange }: TokenTypeFieldProps) {
  return (
    <RadioTiles
      legend="Tipo"
      name="code-type"
      options={creatableTokenTypes}
      labels={tokenTypeLabels}
      descriptions={tokenTypeHelp}
      value={value}
      onChange={onChange}
      columns="md:grid-cols-3"
    />
  );
}
