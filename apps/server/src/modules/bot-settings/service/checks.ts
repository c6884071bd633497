import {
  botSettingKeys,
  botSettingKindOf,
  botSettingLabels,
  botSettingsMessages,
  catalogChannelKindLabels,
  type BotSettingCheck,
  type BotSettingKey,
  type BotSettings,
} from '@panel/contract/api/bot-settings';
import { categoryFillText, discordChannelLimits } from '@panel/contract/api/discord-limits';
import { snowflakePattern } from '@panel/contract/constants';
import { botCan, channelKindOf, type CatalogChannel, type GuildView } from './guild-view';

const error = (key: BotSettingKey, message: string): BotSettingCheck => ({
  key,
  level: 'error',
  message,
});
const warning = (key: BotSettingKey, message: string): BotSettingCheck => ({
  key,
  level: 'warning',
  message,
});

function checkRole(key: BotSettingKey, id: string, view: GuildView): BotSettingCheck[] {
  const role = view.roles.get(id);
  if (!role) {
    return [
      error(
        key,
        view.channels.has(id)
          ? 'Este ID é de um canal, não de um cargo.'
          : 'Cargo não encontrado no servidor.',
      ),
    ];
  }
  if (id === view.guildId) return [error(key, 'O cargo @everyone não pode ser usado aqui.')];
  if (role.managed) {
    return [
      error(key, `O cargo ${role.name} é gerenciado por uma integração e não pode ser dado.`),
    ];
  }
  if (!view.botKnown) {
    return [
      warning(key, 'Não foi possível conferir a posição do cargo: o bot ainda não se conectou.'),
    ];
  }
  if (role.position >= view.botRank) {
    const bot = view.botHighestRole ? ` (${view.botHighestRole.name})` : '';
    return [
      error(
        key,
        `O cargo ${role.name} está acima ou no nível do cargo mais alto do bot${bot}: no Discord, mova o cargo do bot para cima dele.`,
      ),
    ];
  }
  return [];
}

/** A ticket category: the bot must create channels in it, and Discord holds 50 at most. */
function checkCategory(
  key: BotSettingKey,
  category: CatalogChannel,
  view: GuildView,
): BotSettingCheck[] {
  const checks: BotSettingCheck[] = [];
  const channels = [...view.channels.values()].filter(
    (channel) => channel.parentId === category.id,
  ).length;
  if (channels >= discordChannelLimits.warnAt) {
    checks.push(warning(key, categoryFillText({ name: category.name, channels })));
  }
  if (view.botKnown && !botCan.manageChannels(view, category)) {
    checks.push(
      warning(
        key,
        `O bot não pode criar canais em ${category.name} (Gerenciar canais e Gerenciar permissões).`,
      ),
    );
  }
  return checks;
}

function checkChannel(key: BotSettingKey, id: string, view: GuildView): BotSettingCheck[] {
  const channel = view.channels.get(id);
  const wanted = botSettingKindOf(key) === 'category' ? 'category' : 'text';
  if (!channel) {
    const what = wanted === 'category' ? 'Categoria não encontrada' : 'Canal não encontrado';
    return [
      error(
        key,
        view.roles.has(id)
          ? `Este ID é de um cargo, não de ${wanted === 'category' ? 'uma categoria' : 'um canal'}.`
          : `${what} no servidor.`,
      ),
    ];
  }
  const kind = channelKindOf(channel.type);
  if (kind !== wanted) {
    const need = wanted === 'category' ? 'uma categoria' : 'um canal de texto';
    return [
      error(
        key,
        `${channel.name} é ${catalogChannelKindLabels[kind].toLowerCase()}; escolha ${need}.`,
      ),
    ];
  }
  if (wanted === 'category') return checkCategory(key, channel, view);
  if (!view.botKnown) return []; // what the bot may do there is known once it connected
  if (!botCan.view(view, channel))
    return [warning(key, `O bot não vê o canal #${channel.name} (Ver canal).`)];
  if (!botCan.send(view, channel))
    return [
      warning(key, `O bot não pode enviar mensagens em #${channel.name} (Enviar mensagens).`),
    ];
  return [];
}

/** What is wrong with one id for one setting: errors block the save, warnings do not. */
export function checkSetting(key: BotSettingKey, id: string, view: GuildView): BotSettingCheck[] {
  if (!snowflakePattern.test(id)) return [error(key, botSettingsMessages.notSnowflake)];
  if (!view.synced) return [warning(key, botSettingsMessages.notSynced)];
  return botSettingKindOf(key) === 'role' ? checkRole(key, id, view) : checkChannel(key, id, view);
}

/** Every configured setting's findings, plus roles given by two settings (channels may be shared). */
export function checkSettings(settings: BotSettings, view: GuildView): BotSettingCheck[] {
  const checks: BotSettingCheck[] = [];
  const usedBy = new Map<string, BotSettingKey[]>();
  for (const key of botSettingKeys) {
    const id = settings[key];
    if (!id) continue;
    checks.push(...checkSetting(key, id, view));
    if (botSettingKindOf(key) === 'role') usedBy.set(id, [...(usedBy.get(id) ?? []), key]);
  }
  for (const keys of usedBy.values()) {
    if (keys.length < 2) continue;
    for (const key of keys) {
      const others = keys.filter((other) => other !== key).map((other) => botSettingLabels[other]);
      checks.push(warning(key, `Também usado em: ${others.join(', ')}.`));
    }
  }
  return checks;
}
