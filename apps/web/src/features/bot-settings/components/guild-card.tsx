import type { BotInfo } from '@panel/contract/api/bot-settings';
import { UserAvatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/components/list-status';
import { RoleDot } from '@/components/role-dot';
import { roleColor } from '@/lib/guild-roles';
import { DetailRow } from './detail-row';

/** The Discord server the bot works in, and its highest role (it manages only roles below). */
export function GuildCard({ bot }: { bot: BotInfo }) {
  const { guild, highestRole } = bot;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Servidor</CardTitle>
      </CardHeader>
      <CardContent>
        {guild ? (
          <dl className="divide-y">
            <DetailRow label="Nome">
              <UserAvatar name={guild.name} src={guild.iconUrl} className="size-6" />
              {guild.name}
            </DetailRow>
            <DetailRow label="Membros">
              {formatCount(guild.memberCount, 'membro', 'membros')}
            </DetailRow>
            <DetailRow label="Cargo mais alto do bot">
              {highestRole ? (
                <>
                  <RoleDot color={roleColor(highestRole.color)} />
                  {highestRole.name}
                  <span className="font-normal text-muted-foreground">
                    (posição {highestRole.position})
                  </span>
                </>
              ) : (
                '—'
              )}
            </DetailRow>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            O bot ainda não informou em qual servidor está.
          </p>
        )}
        {highestRole ? (
          <p className="mt-3 text-xs text-muted-foreground">
            O bot só consegue dar e tirar cargos abaixo de {highestRole.name}.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
