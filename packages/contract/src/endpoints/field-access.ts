import type { endpointRoutes } from '../endpoint-routes';
import type { PermissionKey } from '../permissions';

/**
 * Fields of an endpoint's answer that need a permission beyond the endpoint's access: the
 * server answers them empty (`null`) to whoever lacks it.
 */
export const fieldAccess = {
  listGameJoins: { ip: 'view_game_server_ips' },
  dashboard: { failedDeliveries: 'view_bot_settings', fullCategories: 'view_bot_settings' },
  searchGuildMembers: { panelRole: 'view_users' },
  lookupGuildMembers: { panelRole: 'view_users' },
} as const satisfies Partial<Record<keyof typeof endpointRoutes, Record<string, PermissionKey>>>;
