import type {
  BotCatalog,
  BotSettingKind,
  CatalogChannelKind,
} from '@panel/contract/api/bot-settings';
import type { CatalogChannel, CatalogRole } from '@/lib/guild-catalog';

export type { CatalogChannel, CatalogRole };

/** What a typed id names in the guild, as far as the field's kind goes. */
export type CatalogMatch =
  | { found: 'role'; role: CatalogRole }
  | { found: 'channel'; channel: CatalogChannel }
  /** Something else of the guild: a role in a channel field, a voice channel... */
  | { found: 'otherKind'; what: string }
  | { found: 'nothing' };

const channelKindOf: Record<Exclude<BotSettingKind, 'role'>, CatalogChannelKind> = {
  textChannel: 'text',
  category: 'category',
};

const channelNouns: Record<CatalogChannelKind, string> = {
  text: 'um canal de texto',
  voice: 'um canal de voz',
  category: 'uma categoria',
  other: 'outro tipo de canal',
};

export function findInCatalog(catalog: BotCatalog, kind: BotSettingKind, id: string): CatalogMatch {
  const role = catalog.roles.find((item) => item.id === id);
  const channel = catalog.channels.find((item) => item.id === id);
  if (kind === 'role') {
    if (role) return { found: 'role', role };
    return channel
      ? { found: 'otherKind', what: channelNouns[channel.kind] }
      : { found: 'nothing' };
  }
  if (channel?.kind === channelKindOf[kind]) return { found: 'channel', channel };
  if (channel) return { found: 'otherKind', what: channelNouns[channel.kind] };
  return role ? { found: 'otherKind', what: 'um cargo' } : { found: 'nothing' };
}

export interface ChannelProblem {
  code: 'cannotView' | 'cannotSend' | 'cannotManage';
  text: string;
}

/** What the bot lacks in a channel or category for the field's use of it. */
export function channelProblems(channel: CatalogChannel): ChannelProblem[] {
  if (channel.kind === 'category') {
    return channel.botCanManageChannels
      ? []
      : [{ code: 'cannotManage', text: 'O bot não pode criar canais nesta categoria' }];
  }
  const problems: ChannelProblem[] = [];
  if (!channel.botCanView) problems.push({ code: 'cannotView', text: 'O bot não vê este canal' });
  if (!channel.botCanSend) {
    problems.push({ code: 'cannotSend', text: 'O bot não pode enviar mensagens neste canal' });
  }
  return problems;
}

/** The channels of the picker of one kind, grouped under their category (in catalog order). */
export function pickerChannels(
  catalog: BotCatalog,
  kind: Exclude<BotSettingKind, 'role'>,
): { heading: string; channels: CatalogChannel[] }[] {
  const wanted = channelKindOf[kind];
  const groups = new Map<string, CatalogChannel[]>();
  for (const channel of catalog.channels) {
    if (channel.kind !== wanted) continue;
    const heading = kind === 'category' ? 'Categorias' : (channel.parentName ?? 'Sem categoria');
    groups.set(heading, [...(groups.get(heading) ?? []), channel]);
  }
  return [...groups].map(([heading, channels]) => ({ heading, channels }));
}
