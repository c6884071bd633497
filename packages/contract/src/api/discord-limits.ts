/**
 * Discord's channel limits, which the ticket channels run into: 50 channels in a category, 500
 * in a server (error 30013). Staff are warned from `warnAt` channels in a ticket category.
 */
export const discordChannelLimits = { perCategory: 50, perGuild: 500, warnAt: 45 } as const;

/** A ticket category near its limit: its name and how many channels it holds. */
export interface CategoryFill {
  id: string;
  name: string;
  channels: number;
}

/** What staff read about a category near its limit (bot settings and dashboard). */
export function categoryFillText(category: Pick<CategoryFill, 'name' | 'channels'>): string {
  const { perCategory } = discordChannelLimits;
  return category.channels >= perCategory
    ? `A categoria ${category.name} está cheia (${category.channels} de ${perCategory} canais): novos tickets ficam sem canal até apagar canais antigos dela ou escolher outra categoria.`
    : `A categoria ${category.name} tem ${category.channels} de ${perCategory} canais: ao chegar a ${perCategory}, novos tickets ficam sem canal.`;
}
