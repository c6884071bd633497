import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

export const botSettingsTabs = ['geral', 'ids', 'entregas'] as const;
export type BotSettingsTab = (typeof botSettingsTabs)[number];

export function isBotSettingsTab(value: string | null): value is BotSettingsTab {
  return botSettingsTabs.some((tab) => tab === value);
}

/** A link to a tab, e.g. the skipped deliveries of a setting: `/bot-settings?tab=entregas&status=skipped`. */
export function tabHref(tab: BotSettingsTab, params: Record<string, string> = {}): string {
  return `/bot-settings?${new URLSearchParams({ tab, ...params }).toString()}`;
}

/**
 * The open tab lives in the URL (`?tab=geral|ids|entregas`), so the dashboard can link to
 * the failed deliveries and a reload stays on the same tab. Another tab drops the previous
 * tab's filters.
 */
export function useBotSettingsTab(): [BotSettingsTab, (tab: BotSettingsTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isBotSettingsTab(requested) ? requested : 'geral';
  const setTab = useCallback(
    (next: BotSettingsTab) =>
      setParams(next === 'geral' ? new URLSearchParams() : new URLSearchParams({ tab: next }), {
        replace: true,
      }),
    [setParams],
  );
  return [tab, setTab];
}
