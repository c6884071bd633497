import type { GameServer } from '@panel/contract/api/game-servers';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { Separator } from '@/components/ui/separator';
import { GameDatabaseForm } from './game-database-form';
import { ServerSettingsForm } from './server-settings-form';
import type { RoleSource } from './whitelist-roles-field';

/** The guild's roles for mode `roles`; typed by id while they cannot be listed. */
function useRoleSource(open: boolean): RoleSource {
  const catalog = useGuildCatalog(open);
  if (catalog.isPending) return { kind: 'loading' };
  if (catalog.isError) {
    return { kind: 'typed', reason: 'Não foi possível carregar os cargos: informe o ID do cargo.' };
  }
  if (!catalog.data.synced) {
    return {
      kind: 'typed',
      reason: 'O bot ainda não sincronizou os cargos do servidor: informe o ID do cargo.',
    };
  }
  return { kind: 'catalog', catalog: catalog.data };
}

interface EditServerSheetProps {
  /** The server to edit; null while closed. */
  server: GameServer | null;
  onClose: () => void;
}

/** A server's settings in a side sheet; the form starts over each time it opens. */
export function EditServerSheet({ server, onClose }: EditServerSheetProps) {
  const roleSource = useRoleSource(server !== null);
  return (
    <Sheet open={server !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-full sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>Editar servidor</SheetTitle>
          <SheetDescription>
            {server
              ? `Quem pode entrar em ${server.name}. Só o que mudar é salvo.`
              : 'Quem pode entrar no servidor.'}
          </SheetDescription>
        </SheetHeader>
        {server ? (
          <>
            <ServerSettingsForm
              key={server.id}
              server={server}
              roleSource={roleSource}
              onDone={onClose}
            />
            <Separator />
            <GameDatabaseForm key={`database-${server.id}`} server={server} />
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
