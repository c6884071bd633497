/** Where staff see a member's deliveries: the bot settings' "Entregas" tab, searched by id. */
export function deliveriesHref(userId: string): string {
  return `/bot-settings?${new URLSearchParams({ tab: 'entregas', search: userId }).toString()}`;
}
