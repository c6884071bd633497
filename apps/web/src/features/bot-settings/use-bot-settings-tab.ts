export const botSettingsTabs = ['geral', 'ids', 'entregas'] as const;
export type BotSettingsTab = (typeof botSettingsTabs)[number];

/** A link to a tab, e.g. the skipped deliveries of a setting: `/bot-settings?tab=entregas&status=skipped`. */
export function tabHref(tab: BotSettingsTab, params: Record<string, string> = {}): string {
  return `/bot-settings?${new URLSearchParams({ tab, ...params }).toString()}`;
}
