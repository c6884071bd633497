import type { Token } from '@panel/contract/api/tokens';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useDeleteToken } from '../api/delete-token';

export function DeleteTokenButton({ token }: { token: Pick<Token, 'id' | 'token'> }) {
  const remove = useDeleteToken();
  return (
    <ConfirmDeleteButton
      label={`Excluir código ${token.token}`}
      action="Excluir"
      title="Excluir o código?"
      description={
        <>
          O código <span className="font-mono font-medium text-foreground">{token.token}</span>{' '}
          deixa de poder ser resgatado. Os resgates já feitos continuam valendo. Esta ação não pode
          ser desfeita.
        </>
      }
      pending={remove.isPending}
      onConfirm={() => remove.mutate(token.id)}
    />
  );
}
