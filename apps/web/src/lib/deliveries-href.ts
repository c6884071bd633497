/** Where staff see a member's deliveries: the bot settings' "Entregas" tab, searched by id. */
export function deliveriesHref(userId: string): string {
  return `/bot-settings?${new URLSearchParams({ tab: 'entregas', search: userId }).toString()}`;
}

/** The webhook deliveries that failed for good (and hold their webhook's next ones), on that tab. */
export const failedWebhookDeliveriesHref = `/bot-settings?${new URLSearchParams({
  tab: 'entregas',
  status: 'failed',
  type: 'webhook.deliver',
}).toString()}`;
