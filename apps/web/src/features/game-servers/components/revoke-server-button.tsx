import type { GameServer } from '@panel/contract/api/game-servers';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { useDeleteGameServer } from '../api/delete-game-server';

interface RevokeServerButtonProps {
  server: GameServer;
  /** After the server is gone (the detail view goes back to the list). */
  onRevoked?: () => void;
}

/** "Revogar": the key stops working at once and the server leaves the panel. */
export function RevokeServerButton({ server, onRevoked }: RevokeServerButtonProps) {
  const remove = useDeleteGameServer();
  return (
    <ConfirmDeleteButton
      label={`Revogar ${server.name}`}
      action="Revogar"
      title="Revogar o servidor de jogo?"
      description={
        <>
          A chave de <span className="font-medium text-foreground">{server.name}</span> deixa de
          funcionar na hora; o servidor e as conexões dele saem do painel. As contas do jogo
          vinculadas pelos membros continuam vinculadas. Esta ação não pode ser desfeita.
        </>
      }
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate({ id: server.id, name: server.name }, { onSuccess: () => onRevoked?.() })
      }
    />
  );
}
