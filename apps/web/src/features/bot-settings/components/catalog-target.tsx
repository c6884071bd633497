import { AlertTriangle, Folder, Hash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BotCatalog, BotSettingKind } from '@panel/contract/api/bot-settings';
import { snowflakePattern } from '@panel/contract/constants';
import { RoleDot } from '@/components/role-dot';
import { roleColor } from '@/lib/guild-roles';
import { roleLimit } from '@/lib/guild-roles';
import { channelProblems, findInCatalog } from '../catalog';

function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-xs text-amber-700 dark:text-amber-300">
      <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {children}
    </p>
  );
}

interface CatalogTargetProps {
  kind: BotSettingKind;
  catalog: BotCatalog;
  id: string;
  /** False when the server's checks already say what is wrong with this id. */
  showProblems: boolean;
}

/**
 * What the typed id names in the guild: the role or channel, or that there is no such thing;
 * with what the bot cannot do with it while no check of the server speaks for the field.
 */
export function CatalogTarget({ kind, catalog, id, showProblems }: CatalogTargetProps) {
  const trimmed = id.trim();
  if (!trimmed) return null;
  const match = findInCatalog(catalog, kind, trimmed);

  if (match.found === 'nothing') {
    // While an id is being typed it is not "missing" yet.
    if (!showProblems) return null;
    return snowflakePattern.test(trimmed) ? (
      <Warning>Não encontrado no servidor</Warning>
    ) : (
      <p className="text-xs text-muted-foreground">Um ID do Discord tem de 17 a 20 dígitos.</p>
    );
  }
  if (match.found === 'otherKind') {
    return showProblems ? <Warning>Este ID é de {match.what}</Warning> : null;
  }
  if (match.found === 'role') {
    const { role } = match;
    const limit = showProblems ? roleLimit(role) : null;
    return (
      <div className="grid gap-1">
        <p className="flex items-center gap-1.5 text-sm">
          <RoleDot color={roleColor(role.color)} />
          <span className="font-medium wrap-anywhere">{role.name}</span>
        </p>
        {limit ? <Warning>{limit}: o bot não consegue dar nem tirar este cargo</Warning> : null}
      </div>
    );
  }
  const { channel } = match;
  const Icon = channel.kind === 'category' ? Folder : Hash;
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
        <Icon aria-hidden="true" className="size-3.5 text-muted-foreground" />
        <span className="font-medium wrap-anywhere">{channel.name}</span>
        {channel.parentName ? (
          <span className="text-xs text-muted-foreground">em {channel.parentName}</span>
        ) : null}
      </p>
      {(showProblems ? channelProblems(channel) : []).map(({ code, text }) => (
        <Warning key={code}>{text}</Warning>
      ))}
    </div>
  );
}
