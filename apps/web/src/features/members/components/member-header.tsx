import { Copy, Volume2 } from 'lucide-react';
import { useId } from 'react';
import type { MemberFile } from '@panel/contract/api/members';
import type { PermissionLevel } from '@panel/contract/permissions';
import { DateTime } from '@/components/date-time';
import { RoleDot } from '@/components/role-dot';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { copyCode } from '@/lib/clipboard';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { roleColor } from '@/lib/guild-roles';
import { roleLabels } from '@/lib/role-labels';
import { formatTimeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { MemberActions } from './member-actions';
import { panelClass } from './panel';
import { MemberTags } from './member-tags';

async function copyId(id: string): Promise<void> {
  if (await copyCode(id)) toast.success('ID copiado');
}

function panelRoleLabel(roleName: string): string {
  return roleName in roleLabels ? roleLabels[roleName as PermissionLevel] : roleName;
}

/** Where the member is in the Discord server, as the bot saw them. */
function GuildLine({ guild }: { guild: MemberFile['guild'] }) {
  if (!guild) return <li>O bot nunca viu este membro no servidor</li>;
  if (!guild.inGuild) {
    return (
      <li>
        Saiu do servidor
        {guild.leftAt ? (
          <>
            {' '}
            em <DateTime value={guild.leftAt} />
          </>
        ) : null}
        {guild.joinedAt ? (
          <>
            {' '}
            (entrou em <DateTime value={guild.joinedAt} />)
          </>
        ) : null}
      </li>
    );
  }
  return guild.joinedAt ? (
    <li>
      No servidor desde <DateTime value={guild.joinedAt} />
    </li>
  ) : (
    <li>No servidor</li>
  );
}

function Roles({ roles }: { roles: NonNullable<MemberFile['guild']>['roles'] }) {
  if (roles.length === 0) return null;
  return (
    <ul aria-label="Cargos no Discord" className="flex flex-wrap gap-1.5">
      {roles.map((role) => (
        <li
          key={role.id}
          title={`ID ${role.id}`}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-muted/40 px-2 py-0.5 text-xs font-medium"
        >
          <RoleDot color={roleColor(role.color)} className="size-2.5" />
          <span className="truncate">{role.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Quem": the member's picture, names, id, account age, place in the guild, roles and tags. */
export function MemberHeader({ file }: { file: MemberFile }) {
  const nameId = useId();
  const now = useNow(60 * 60_000);
  const { guild, voice, panel } = file;
  return (
    <section aria-labelledby={nameId} className={panelClass}>
      <div className="flex min-w-0 items-start gap-4">
        <UserAvatar name={file.name} src={file.avatarUrl} className="size-14 sm:size-16" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id={nameId} className="text-xl font-semibold wrap-anywhere">
            {file.name}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {file.username ? <span className="wrap-anywhere">@{file.username}</span> : null}
            <span className="inline-flex items-center gap-1">
              <span className="font-mono text-xs">{file.id}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="size-7"
                aria-label="Copiar ID do Discord"
                title="Copiar ID"
                onClick={() => void copyId(file.id)}
              >
                <Copy aria-hidden="true" />
              </Button>
            </span>
          </p>
        </div>
        <div className="shrink-0">
          <MemberActions file={file} />
        </div>
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2 sm:gap-x-6">
        <li title={formatDateTime(file.accountCreatedAt)}>
          Conta criada {formatTimeAgo(file.accountCreatedAt, now)} (
          {formatDate(file.accountCreatedAt)})
        </li>
        <GuildLine guild={guild} />
        {voice ? (
          <li className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-300">
            <Volume2 aria-hidden="true" className="size-4" />
            Em call agora: {voice.channelName ?? voice.channelId}
          </li>
        ) : null}
        {panel ? (
          <li>
            {panel.roleName
              ? `Cargo no painel: ${panelRoleLabel(panel.roleName)}`
              : 'Usa o painel, sem cargo da equipe'}
            {panel.lastSignInAt ? (
              <>
                {' '}
                · último acesso em <DateTime value={panel.lastSignInAt} />
              </>
            ) : null}
          </li>
        ) : null}
      </ul>
      {guild ? <Roles roles={guild.roles} /> : null}
      <MemberTags discordId={file.id} name={file.name} tags={file.tags} />
    </section>
  );
}
