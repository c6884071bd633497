import { gameJoinReasonLabels } from '@panel/contract/api/game-servers';
import { memberFilePath } from '@panel/contract/api/members';
import type { Database } from '../../../db/client';
import type { DiscordEffect } from '../../../outbox/discord-effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import { readBotSettings } from '../../bot-settings';
import type { RecordedJoin } from '../../game-servers';
import { findWatchTagRows } from '../repository/tags';
import { claimWatchWarnings, findCatalogNames } from '../repository/watch-warnings';

/**
 * Staff hear in the bot's log channel when a member with a watchlist tag joins a game server,
 * allowed or refused, at most once per member and server every 6 hours
 * (docs/decisions/2026-12-05-member-file.md). Given to the game servers' join batches by the
 * app: it runs after a batch is recorded, never on a join's way to its answer.
 */
export async function warnWatchedJoins(
  db: Database,
  joins: readonly RecordedJoin[],
  options: { publicUrl: URL },
): Promise<void> {
  const tags = await findWatchTagRows(db, [...new Set(joins.map((join) => join.discordId))]);
  if (tags.length === 0) return;
  const { logChannelId } = await readBotSettings(db);
  if (!logChannelId) return;
  const tagsOf = new Map<string, string[]>();
  for (const tag of tags) {
    tagsOf.set(tag.discordId, [...(tagsOf.get(tag.discordId) ?? []), tag.name]);
  }
  // The last join of each member on each server says how it went.
  const latest = new Map<string, RecordedJoin>();
  for (const join of joins) {
    if (tagsOf.has(join.discordId)) latest.set(`${join.discordId}:${join.serverId}`, join);
  }
  await db.transaction(async (tx) => {
    const claimed = await claimWatchWarnings(tx, [...latest.values()]);
    if (claimed.length === 0) return;
    const catalog = await findCatalogNames(
      tx,
      claimed.map((pair) => pair.discordId),
    );
    const names = new Map(catalog.map((row) => [row.discordId, row.name]));
    const effects = claimed.flatMap((pair): DiscordEffect[] => {
      const join = latest.get(`${pair.discordId}:${pair.serverId}`);
      if (!join) return [];
      return [
        {
          type: 'channel.message',
          channelId: logChannelId,
          content: warningText(join, {
            name: names.get(join.discordId) ?? join.playerName,
            tags: tagsOf.get(join.discordId) ?? [],
            fileUrl: new URL(memberFilePath(join.discordId), options.publicUrl).toString(),
          }),
        },
      ];
    });
    await enqueueEffects(tx, effects);
  });
}

/** "👁️ Membro em observação (Suspeito) tentou entrar no servidor Cidade Alta: Ana (<@…>) — recusado: …" */
export function warningText(
  join: RecordedJoin,
  about: { name: string; tags: string[]; fileUrl: string },
): string {
  const allowed = join.outcome === 'allowed';
  const joined = allowed ? 'entrou no servidor' : 'tentou entrar no servidor';
  const outcome = allowed ? 'permitido' : `recusado: ${gameJoinReasonLabels[join.reason]}`;
  const tags = about.tags.length > 0 ? ` (${about.tags.join(', ')})` : '';
  return `👁️ Membro em observação${tags} ${joined} ${join.serverName}: ${about.name} (<@${join.discordId}>) — ${outcome}. Ficha: ${about.fileUrl}`;
}
