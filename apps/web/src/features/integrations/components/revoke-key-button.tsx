import type { IntegrationKey } from '@panel/contract/api/integrations';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useRevokeIntegrationKey } from '../api/integration-keys';

/** "Revogar": the key stops working at the next request; it stays listed for the record. */
export function RevokeKeyButton({ integrationKey }: { integrationKey: IntegrationKey }) {
  const revoke = useRevokeIntegrationKey();
  const { id, name } = integrationKey;
  return (
    <ConfirmDeleteButton
      label={`Revogar a chave ${name}`}
      action="Revogar"
      title="Revogar a chave de API?"
      description={
        <>
          A chave de <span className="font-medium text-foreground">{name}</span> deixa de funcionar
          na hora: a próxima requisição dela é recusada. Ela continua na lista, com quem a revogou.
          Esta ação não pode ser desfeita.
        </>
      }
      pending={revoke.isPending}
      onConfirm={() => revoke.mutate({ id, name })}
    />
  );
}
